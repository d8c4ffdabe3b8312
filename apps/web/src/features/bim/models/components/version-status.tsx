import { MODEL_STATUS } from '@zj/contract';
import { Progress, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../bim-texts.ts';

const COLOR: Record<string, string> = { '0': 'default', '1': 'processing', '2': 'success', '3': 'error' };

/** 排队中 / 转换中 n% (with a bar) / 已完成 / 失败 (the reason on hover). */
export function VersionStatus({
  status,
  progress,
  errorMsg,
  testId,
}: {
  status: string | null;
  progress?: number;
  errorMsg?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (status === null) return null;
  const label = t(`bim.status${status}`);
  if (status === MODEL_STATUS.converting) {
    return (
      <span data-testid={testId} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <Tag color={COLOR[status]} style={{ marginInlineEnd: 0 }}>
          {label} {progress ?? 0}%
        </Tag>
        <Progress percent={progress ?? 0} size="small" showInfo={false} style={{ width: 60, margin: 0 }} />
      </span>
    );
  }
  const tag = (
    <Tag color={COLOR[status]} data-testid={testId}>
      {label}
    </Tag>
  );
  return status === MODEL_STATUS.failed && errorMsg ? <Tooltip title={errorMsg}>{tag}</Tooltip> : tag;
}
