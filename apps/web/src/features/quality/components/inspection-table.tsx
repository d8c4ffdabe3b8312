import type { QualityInspectionRow } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import '../quality-texts.ts';
import { PhotoStrip } from './photo-strip.tsx';
import { ResultTag } from './result-tag.tsx';

/** The inspections of the chosen 分部 or 分项. */
export function InspectionTable({ rows, loading }: { rows: QualityInspectionRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: ColumnsType<QualityInspectionRow> = [
    { key: 'lotName', dataIndex: 'lotName', title: t('qcheck.lot') },
    {
      key: 'where',
      title: t('qcheck.where'),
      render: (_, row) => `${row.branchName} / ${row.itemizeName}`,
    },
    { key: 'inspectDate', dataIndex: 'inspectDate', title: t('qcheck.date'), width: 120 },
    { key: 'inspector', dataIndex: 'inspector', title: t('qcheck.inspector'), width: 120 },
    {
      key: 'result',
      dataIndex: 'result',
      title: t('qcheck.result'),
      width: 100,
      render: (value: string) => <ResultTag result={value} />,
    },
    {
      key: 'photos',
      dataIndex: 'photos',
      title: t('qcheck.photos'),
      render: (value: string, row) => <PhotoStrip photos={value} testId={`qcheck-photos-${row.inspectionId}`} />,
    },
    { key: 'remark', dataIndex: 'remark', title: t('qcheck.remark'), ellipsis: true },
  ];
  return (
    <DataTable<QualityInspectionRow>
      prefix="qcheck-inspection"
      rowKey="inspectionId"
      columns={columns}
      dataSource={rows}
      loading={loading}
    />
  );
}
