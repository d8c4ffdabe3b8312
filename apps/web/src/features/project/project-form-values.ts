import type { PROJECT_STATUSES, ProjectCreate, ProjectRow, ProjectTreeNode, ProjectUpdate } from '@zj/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The fields of the project form as antd holds them (dates as Dayjs, numbers possibly empty). */
export interface ProjectFormValues {
  parentId?: number | null;
  projectName: string;
  projectCode?: string | null;
  projectType?: string | null;
  status: (typeof PROJECT_STATUSES)[number];
  address?: string | null;
  longitude?: number | null;
  latitude?: number | null;
  ownerUnit?: string | null;
  contractorUnit?: string | null;
  supervisorUnit?: string | null;
  designUnit?: string | null;
  startDate?: Dayjs | null;
  plannedEndDate?: Dayjs | null;
  cover?: string | null;
  description?: string | null;
  orderNum?: number | null;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

export const EMPTY_PROJECT: ProjectFormValues = { parentId: undefined, projectName: '', status: '1', orderNum: 0 };

/** Trimmed text, or null when nothing is left. */
const textOrNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};
const numberOrNull = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const dayOrNull = (value: Dayjs | null | undefined) => (value?.isValid() ? value.format(DAY_FORMAT) : null);

/** The create body (no projectId) or, with a projectId, the update body. */
export function toProjectBody(values: ProjectFormValues, projectId?: number | null): ProjectCreate | ProjectUpdate {
  const body: ProjectCreate = {
    parentId: values.parentId ?? 0,
    projectName: values.projectName.trim(),
    projectCode: textOrNull(values.projectCode),
    projectType: textOrNull(values.projectType),
    status: values.status,
    address: textOrNull(values.address),
    longitude: numberOrNull(values.longitude),
    latitude: numberOrNull(values.latitude),
    ownerUnit: textOrNull(values.ownerUnit),
    contractorUnit: textOrNull(values.contractorUnit),
    supervisorUnit: textOrNull(values.supervisorUnit),
    designUnit: textOrNull(values.designUnit),
    startDate: dayOrNull(values.startDate),
    plannedEndDate: dayOrNull(values.plannedEndDate),
    cover: textOrNull(values.cover),
    description: textOrNull(values.description),
    orderNum: numberOrNull(values.orderNum) ?? 0,
  };
  return projectId ? { ...body, projectId } : body;
}

const toDay = (value: string | null) => (value ? dayjs(value) : null);

/** The form's values for an existing project. */
export function fromProjectRow(row: ProjectRow): ProjectFormValues {
  return {
    parentId: row.parentId === 0 ? undefined : row.parentId,
    projectName: row.projectName,
    projectCode: row.projectCode,
    projectType: row.projectType,
    status: row.status as ProjectFormValues['status'],
    address: row.address,
    longitude: row.longitude,
    latitude: row.latitude,
    ownerUnit: row.ownerUnit,
    contractorUnit: row.contractorUnit,
    supervisorUnit: row.supervisorUnit,
    designUnit: row.designUnit,
    startDate: toDay(row.startDate),
    plannedEndDate: toDay(row.plannedEndDate),
    cover: row.cover,
    description: row.description,
    orderNum: row.orderNum,
  };
}

export type ParentChoice = Omit<ProjectTreeNode, 'children'> & { disabled: boolean; children?: ParentChoice[] };

/** Parent choices: the tree with the edited project and its sub-projects disabled (a project can't be its own parent). */
export function parentChoices(
  nodes: readonly ProjectTreeNode[],
  editingId: number | null | undefined,
  inside = false,
): ParentChoice[] {
  return nodes.map((node) => {
    const disabled = inside || (editingId != null && node.projectId === editingId);
    return { ...node, disabled, children: node.children && parentChoices(node.children, editingId, disabled) };
  });
}
