import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { SafetyReportRow } from '@zj/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import '@/shared/safety/bulletin-texts.ts';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
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
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'center',
      render: (_, row) => (
        <>
          <Button
            type="link"
            size="small"
            icon={<EyeOutlined />}
            onClick={() => onView(row)}
            data-testid={`sreport-view-${row.reportId}`}
          >
            {t('common.view')}
          </Button>
          {onDelete && (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onDelete(row)}
              data-testid={`sreport-delete-${row.reportId}`}
            >
              {t('common.delete')}
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable<SafetyReportRow>
      data-testid="sreport-table"
      rowKey="reportId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      onRow={(row) => ({ 'data-testid': `sreport-row-${row.reportId}` }) as never}
    />
  );
}
