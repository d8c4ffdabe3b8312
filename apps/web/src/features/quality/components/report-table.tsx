import { EyeOutlined } from '@ant-design/icons';
import type { SafetyReportRow } from '@zj/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import '@/shared/safety/bulletin-texts.ts';
import { actionsColumn } from '@/shared/ui/list/columns.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import { RowActions } from '@/shared/ui/list/row-actions.tsx';
import '../quality-texts.ts';

const LEVEL_COLOR: Record<string, string> = { 重要: 'red', 一般: 'orange', 次要: 'blue' };

/** The bulletins of the project: title (opens it), hazard type and level, unit, time, who issued it. */
export function ReportTable({
  rows,
  loading,
  onView,
  onDelete,
}: {
  rows: SafetyReportRow[];
  loading: boolean;
  onView: (row: SafetyReportRow) => void;
  onDelete?: (row: SafetyReportRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<SafetyReportRow> = [
    {
      key: 'title',
      title: t('bulletin.reportTitle'),
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onView(row)}>
          {row.title}
        </Button>
      ),
    },
    { key: 'type', dataIndex: 'type', title: t('bulletin.type'), width: 100 },
    {
      key: 'level',
      dataIndex: 'level',
      title: t('bulletin.level'),
      width: 90,
      render: (value: string) => <Tag color={LEVEL_COLOR[value]}>{value}</Tag>,
    },
    { key: 'dept', dataIndex: 'dept', title: t('bulletin.dept') },
    { key: 'inspectionTime', dataIndex: 'inspectionTime', title: t('bulletin.inspectionTime'), width: 170 },
    { key: 'createBy', dataIndex: 'createBy', title: t('bulletin.createBy'), width: 100 },
    actionsColumn((row) => (
      <RowActions prefix="sreport" id={row.reportId} onDelete={onDelete && (() => onDelete(row))}>
        <PermLink icon={<EyeOutlined />} onClick={() => onView(row)} testId={`sreport-view-${row.reportId}`}>
          {t('common.view')}
        </PermLink>
      </RowActions>
    )),
  ];
  return (
    <DataTable<SafetyReportRow>
      prefix="sreport"
      rowKey="reportId"
      columns={columns}
      dataSource={rows}
      loading={loading}
    />
  );
}
