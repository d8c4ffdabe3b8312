import type { PlanStatus } from '@zj/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../plans-texts.ts';

const COLORS: Record<PlanStatus, string> = { '0': 'default', '1': 'processing', '2': 'success', '3': 'error' };

/** 编制中 / 审批中 / 已批准 / 已驳回. */
export function PlanStatusTag({ status, testId }: { status: PlanStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={testId} style={{ marginInlineEnd: 0 }}>
      {t(`plan.status.${status}`)}
    </Tag>
  );
}
