import { dictLabelIn, type ProblemRow } from '@zj/contract';
import { Badge, Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ProjectPermission } from '@/shared/access/access.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';

const STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'green' };

export interface ProblemTableProps {
  rows: ProblemRow[];
  loading: boolean;
  perms: { edit: string; close?: string; remove: string };
  onView(row: ProblemRow): void;
  onEdit(row: ProblemRow): void;
  /** Model problems only: 关闭. */
  onClose?: (row: ProblemRow) => void;
  onDelete(row: ProblemRow): void;
}

/** A list of problems with the unread mark, status and the row actions (cards on a narrow screen). */
export function ProblemTable({ rows, loading, perms, onView, onEdit, onClose, onDelete }: ProblemTableProps) {
  const { t, i18n } = useTranslation();
  const columns: ColumnsType<ProblemRow> = [
    {
      key: 'name',
      title: t('tracking.col.name'),
      render: (_, row) => (
        <Space size={4}>
          {row.unread && <Badge status="error" title={t('tracking.unread')} data-testid="tracking-unread" />}
          <Typography.Link onClick={() => onView(row)} data-testid="tracking-name">
            {row.name}
          </Typography.Link>
        </Space>
      ),
    },
    {
      key: 'level',
      title: t('tracking.col.level'),
      dataIndex: 'level',
      width: 90,
      // Stored as the spec's Chinese words; shown in the user's language (an unknown value as it is).
      render: (level: string) => t(`problem.level.${level}`, { defaultValue: level }),
    },
    {
      key: 'type',
      title: t('tracking.col.type'),
      dataIndex: 'type',
      width: 110,
      // 随机抽查 … are seeded dictionary labels: shown in the user's language.
      render: (type: string) => dictLabelIn(type ?? '', i18n.language),
    },
    {
      key: 'status',
      title: t('tracking.col.status'),
      width: 130,
      render: (_, row) =>
        row.closed === '1' ? (
          <Tag>{t('tracking.closed')}</Tag>
        ) : (
          <Tag color={STATUS_COLOR[row.status]}>{t(`tracking.status.${row.status}`)}</Tag>
        ),
    },
    {
      key: 'implementer',
      title: t('tracking.col.implementer'),
      render: (_, row) => row.implementerUser.join('、'),
    },
    { key: 'component', title: t('tracking.col.component'), dataIndex: 'extend1' },
    { key: 'band', title: t('tracking.col.band'), dataIndex: 'bandName' },
    { key: 'createBy', title: t('tracking.col.createBy'), dataIndex: 'createBy', width: 100 },
    { key: 'createTime', title: t('tracking.col.createTime'), dataIndex: 'createTime', width: 170 },
    {
      key: 'actions',
      title: t('tracking.col.actions'),
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onView(row)}>
            {t('tracking.view')}
          </Button>
          <ProjectPermission perms={[perms.edit]}>
            <Button type="link" size="small" onClick={() => onEdit(row)}>
              {t('common.edit')}
            </Button>
          </ProjectPermission>
          {onClose && perms.close && row.closed !== '1' && (
            <ProjectPermission perms={[perms.close]}>
              <Button type="link" size="small" onClick={() => onClose(row)} data-testid="tracking-close">
                {t('tracking.close')}
              </Button>
            </ProjectPermission>
          )}
          <ProjectPermission perms={[perms.remove]}>
            <Button type="link" size="small" danger onClick={() => onDelete(row)} data-testid="tracking-delete">
              {t('common.delete')}
            </Button>
          </ProjectPermission>
        </Space>
      ),
    },
  ];
  return (
    <DataTable<ProblemRow>
      rowKey="problemId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      data-testid="tracking-table"
    />
  );
}
