import type { ProjectListRow } from '@zj/contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { actionsColumn } from '@/shared/ui/list/columns.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import '../project-texts.ts';

/** Column keys with their label's text key (the column-visibility panel uses them too). */
export const PROJECT_COLUMN_LABELS = {
  projectName: 'proj.field.name',
  projectCode: 'proj.field.code',
  projectType: 'proj.field.type',
  status: 'proj.field.status',
  address: 'proj.field.address',
  memberCount: 'proj.field.members',
  startDate: 'proj.field.startDate',
  plannedEndDate: 'proj.field.plannedEndDate',
  createTime: 'proj.field.createTime',
  placeTime: 'proj.field.placeTime',
} as const;
export type ProjectColumnKey = keyof typeof PROJECT_COLUMN_LABELS;

/** A table of projects: `keys` chooses the columns; the name opens the project when `onOpen` is given. */
export function ProjectTable({
  testId,
  rows,
  loading,
  keys,
  statusOptions,
  typeOptions,
  onOpen,
  actions,
  empty,
}: {
  testId: string;
  rows: ProjectListRow[];
  loading: boolean;
  keys: readonly ProjectColumnKey[];
  statusOptions: readonly DictOption[];
  typeOptions: readonly DictOption[];
  onOpen?: (row: ProjectListRow) => void;
  actions: (row: ProjectListRow) => ReactNode;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const render: Partial<Record<ProjectColumnKey, (row: ProjectListRow) => ReactNode>> = {
    projectName: (row) =>
      onOpen ? (
        <Button type="link" size="small" onClick={() => onOpen(row)} data-testid={`project-open-${row.projectId}`}>
          {row.projectName}
        </Button>
      ) : (
        row.projectName
      ),
    projectType: (row) => <DictTag options={typeOptions} value={row.projectType} />,
    status: (row) => <DictTag options={statusOptions} value={row.status} />,
  };
  const columns: ColumnsType<ProjectListRow> = keys.map((key) => ({
    key,
    title: t(PROJECT_COLUMN_LABELS[key]),
    dataIndex: key,
    align: 'center',
    ellipsis: key === 'address',
    render: render[key] && ((_: unknown, row: ProjectListRow) => render[key]?.(row)),
  }));
  columns.push(actionsColumn(actions, 240));
  return (
    <DataTable<ProjectListRow>
      data-testid={testId}
      rowKey="projectId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: empty }}
      onRow={(row) => ({ 'data-testid': `${testId}-row-${row.projectId}` }) as never}
    />
  );
}
