import { Alert, Card, Col, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { EChart } from '@/shared/ui/chart/echart.tsx';
import { DEFAULT_PAGE_SIZE, TablePagination } from '@/shared/ui/table-pagination.tsx';
import { useCompareCurve, useCompareList } from '../api/compare-api.ts';
import { CompareTable } from '../components/compare-table.tsx';
import { DayTasksDrawer } from '../components/day-tasks-drawer.tsx';
import { PlanScreen } from '../components/plan-screen.tsx';
import { type DayRange, RangeFilter } from '../components/range-filters.tsx';
import { incrementOption, sCurveOption } from '../model/chart-options.ts';
import '../production-texts.ts';

function PlanCompare({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [day, setDay] = useState<string | null>(null);
  const curve = useCompareCurve({ planId, ...range });
  const list = useCompareList({ planId, ...range, ...page });
  const points = curve.data?.points;
  const sCurve = useMemo(() => (points ? sCurveOption(points, t) : null), [points, t]);
  const bars = useMemo(() => (points ? incrementOption(points, t) : null), [points, t]);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <RangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          testId="cmp-range"
        />
        {curve.data ? (
          <Alert
            type={curve.data.baseline ? 'success' : 'info'}
            showIcon
            title={t(curve.data.baseline ? 'cmp.baseline' : 'cmp.scheduled')}
            data-testid="cmp-basis"
          />
        ) : null}
      </Space>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('cmp.curve')}>
            {sCurve ? <EChart option={sCurve} height={280} testId="cmp-curve" /> : null}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('cmp.increments')}>
            {bars ? <EChart option={bars} height={280} testId="cmp-increments" /> : null}
          </Card>
        </Col>
      </Row>
      <Typography.Text type="secondary">{t('cmp.dayHint')}</Typography.Text>
      <CompareTable rows={list.data?.rows ?? []} loading={list.isFetching} onDay={setDay} />
      <TablePagination
        total={list.data?.total ?? 0}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <DayTasksDrawer planId={planId} date={day} onClose={() => setDay(null)} />
    </Space>
  );
}

/** 每日对比 (menu component business/schedule/daily-compare): planned against earned percent per day. */
export default function DailyComparePage() {
  return (
    <ProjectScope testId="daily-compare-page">
      {(projectId) => (
        <PlanScreen key={projectId} of="compare" projectId={projectId}>
          {(planId) => <PlanCompare planId={planId} />}
        </PlanScreen>
      )}
    </ProjectScope>
  );
}
