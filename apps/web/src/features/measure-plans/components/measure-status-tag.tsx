import type { MeasureStatus } from '@zj/contract';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../measure-texts.ts';

const COLORS: Record<MeasureStatus, string> = {
  '0': 'default',
  '1': 'processing',
  '2': 'success',
  '3': 'error',
  '4': 'green',
};

/** A measure's status (草稿 … 已完成), and 已逾期 beside it when it is past its deadline. */
export function MeasureStatusTag({
  status,
  overdue = false,
  testId,
}: {
  status: MeasureStatus;
  overdue?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap data-testid={testId}>
      <Tag color={COLORS[status]}>{t(`measure.state.${status}`)}</Tag>
      {overdue && <Tag color="red">{t('measure.overdue')}</Tag>}
    </Space>
  );
}
