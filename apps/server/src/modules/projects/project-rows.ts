import type {
  ApiOut,
  ProjectBaseRow,
  ProjectTreeNode,
  projectCreate,
  projectDetailRow,
  projectRow,
} from '@zj/contract';
import type { z } from 'zod';
import { nestUnderParents } from '../../core/db/tree.ts';
import type { ProjectRecord } from '../../core/project/project-access.ts';
import type { bizProjectDetail } from './projects.tables.ts';

export type { ProjectRecord };
export type ProjectDetailRecord = typeof bizProjectDetail.$inferSelect;

/** A project as the API answers it (`extend1` = the name; the response schema formats the times). */
export type ProjectView = ApiOut<typeof projectRow>;
export type ProjectDetailView = ApiOut<typeof projectDetailRow>;

/** The contract shape of a project row (`extend1` = the name). */
export function projectRowOf(p: ProjectRecord): ProjectView {
  return {
    projectId: p.projectId,
    parentId: p.parentId,
    ancestors: p.ancestors,
    projectName: p.projectName,
    extend1: p.projectName,
    projectCode: p.projectCode,
    projectType: p.projectType,
    status: p.status,
    address: p.address,
    longitude: p.longitude,
    latitude: p.latitude,
    ownerUnit: p.ownerUnit,
    contractorUnit: p.contractorUnit,
    supervisorUnit: p.supervisorUnit,
    designUnit: p.designUnit,
    startDate: p.startDate,
    plannedEndDate: p.plannedEndDate,
    cover: p.cover,
    description: p.description,
    orderNum: p.orderNum,
    isPlace: p.isPlace,
    placeTime: p.placeTime,
    createBy: p.createBy,
    createTime: p.createTime,
    updateTime: p.updateTime,
  };
}

export const orNull = (v: string | null | undefined) => (v ? v : null);

/** The columns a create or update body sets (empty texts stored as null). */
export const projectValuesOf = (b: z.infer<typeof projectCreate>) => ({
  parentId: b.parentId,
  projectName: b.projectName,
  projectCode: orNull(b.projectCode),
  projectType: orNull(b.projectType),
  status: b.status,
  address: orNull(b.address),
  longitude: b.longitude ?? null,
  latitude: b.latitude ?? null,
  ownerUnit: orNull(b.ownerUnit),
  contractorUnit: orNull(b.contractorUnit),
  supervisorUnit: orNull(b.supervisorUnit),
  designUnit: orNull(b.designUnit),
  startDate: b.startDate ?? null,
  plannedEndDate: b.plannedEndDate ?? null,
  cover: orNull(b.cover),
  description: orNull(b.description),
  orderNum: b.orderNum,
});

export const baseRowOf = (p: Pick<ProjectRecord, 'projectId' | 'parentId' | 'projectName'>): ProjectBaseRow => ({
  projectId: p.projectId,
  parentId: p.parentId,
  projectName: p.projectName,
  extend1: p.projectName,
});

export const detailRowOf = (d: ProjectDetailRecord): ProjectDetailView => ({
  projectId: d.projectId,
  totalInvestment: d.totalInvestment,
  buildingArea: d.buildingArea,
  floorsAbove: d.floorsAbove,
  floorsBelow: d.floorsBelow,
  contractDays: d.contractDays,
  overview: d.overview,
  updateTime: d.updateTime,
});

/**
 * Nests projects under their parents in the given order; a project whose parent is not in the
 * list becomes a root, so a member's projects still show as a tree.
 */
export function projectTree(rows: Array<Pick<ProjectRecord, 'projectId' | 'parentId' | 'projectName'>>) {
  const nodes = new Map<number, ProjectTreeNode>();
  for (const row of rows) nodes.set(row.projectId, { ...baseRowOf(row) });
  return nestUnderParents(nodes);
}
