import { COMPARE_CHANGES, type CompareSummary as Summary } from '@zj/contract';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../bim-texts.ts';

export type CompareChange = (typeof COMPARE_CHANGES)[number];

/** The colour of each change, in the list and the viewers: added green, removed red, changed orange. */
export const CHANGE_COLOR: Record<CompareChange, string> = {
  added: '#52c41a',
  removed: '#ff4d4f',
  geometry: '#fa8c16',
  properties: '#faad14',
};

/** 新增 / 删除 / 几何变更 / 属性变更 counts; a click shows only that kind of change (again: all). */
export function CompareSummary({
  summary,
  active,
  onPick,
}: {
  summary: Summary | undefined;
  active: CompareChange | undefined;
  onPick: (change: CompareChange | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} data-testid="mcompare-summary">
      {COMPARE_CHANGES.map((change) => (
        <Col key={change} xs={12} md={6}>
          <Card
            size="small"
            hoverable
            onClick={() => onPick(active === change ? undefined : change)}
            data-testid={`mcompare-count-${change}`}
            aria-pressed={active === change}
            style={{
              borderTop: `3px solid ${CHANGE_COLOR[change]}`,
              boxShadow: active === change ? `0 0 0 2px ${CHANGE_COLOR[change]}` : undefined,
            }}
          >
            <Statistic
              title={t(`bim.compare.${change}`)}
              value={summary?.[change] ?? '—'}
              valueStyle={{ color: CHANGE_COLOR[change] }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
