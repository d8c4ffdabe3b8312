import type { ProjectInfo } from '@zj/contract';
import { Card, Col, Empty, Row, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/shared/ui/chart/echart.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { useNewsByMonth } from '../api/get-news-by-month.ts';
import { membersChartOption, newsChartOption } from './chart-options.ts';

function NewsChart({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const months = useNewsByMonth(projectId, true);
  const option = useMemo(() => newsChartOption(months.data ?? [], t('dash.newsSeries')), [months.data, t]);
  return (
    <Card title={t('dash.newsChart')}>
      <Spin spinning={months.isFetching}>
        <EChart option={option} testId="dashboard-news-chart" />
      </Spin>
    </Card>
  );
}

function MembersChart({ info, userTypes }: { info: ProjectInfo; userTypes: readonly DictOption[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => membersChartOption(info.membersByType, userTypes), [info.membersByType, userTypes]);
  const none = info.membersByType.every((row) => row.count === 0);
  return (
    <Card title={t('dash.membersChart')}>
      {none ? (
        <Empty description={t('dash.noMembers')} style={{ height: 268 }} data-testid="dashboard-members-empty" />
      ) : (
        <EChart option={option} testId="dashboard-members-chart" />
      )}
    </Card>
  );
}

/** 近 12 个月项目动态 (bar + line) and 成员单位分布 (pie). */
export function DashboardCharts({ info, userTypes }: { info: ProjectInfo; userTypes: readonly DictOption[] }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <NewsChart projectId={info.project.projectId} />
      </Col>
      <Col xs={24} xl={10}>
        <MembersChart info={info} userTypes={userTypes} />
      </Col>
    </Row>
  );
}
