import { QUALITY_REPORT_ROWS, type QualityReport } from '@zj/contract';
import { Button, Card, Col, DatePicker, Empty, Row, Space, Spin, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useQualityReport } from '../api/quality-report.ts';
import '@/shared/problems/problem-texts.ts';
import '../quality-texts.ts';
import './quality-report.css';

const STATUS_KEYS: Record<number, string> = { 1: 'qdash.status1', 2: 'qdash.status2', 3: 'qdash.status3' };
type ReportRow = QualityReport['rows'][number];
type Count = { name: string; count: number };

/**
 * 质量报告 of one project: a month (this month first) of inspections and quality problems, as the
 * server sums them up, printable on paper (only the report is printed).
 */
export function QualityReportView({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const projectName = useCurrentProject((state) => state.projectName);
  const { data, isLoading } = useQualityReport(projectId, month);
  const label = (name: string) => t(`problem.level.${name}`, { defaultValue: name });
  const counts = (title: string, column: string, rows: Count[], testId: string) => (
    <Table<Count>
      data-testid={testId}
      size="small"
      pagination={false}
      rowKey="name"
      title={() => title}
      dataSource={rows}
      columns={[
        { title: column, dataIndex: 'name', render: (name: string) => label(name) },
        { title: t('qreport.count'), dataIndex: 'count', width: 100, align: 'right' },
      ]}
    />
  );
  return (
    <div data-testid="qreport">
      <Space wrap className="zj-report-toolbar" style={{ marginBottom: 16 }}>
        <Typography.Text>{t('qreport.month')}</Typography.Text>
        <DatePicker
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
          disabledDate={(day) => day.isAfter(dayjs(), 'month')}
          data-testid="qreport-month"
        />
        <Button onClick={() => window.print()} data-testid="qreport-print">
          {t('qreport.print')}
        </Button>
      </Space>
      {isLoading || !data ? (
        <Spin />
      ) : (
        <div className="zj-report-print" data-testid="qreport-body">
          <Typography.Title level={4} style={{ textAlign: 'center' }} data-testid="qreport-heading">
            {t('qreport.heading', { project: projectName ?? projectId, month: data.month })}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={10}>
              <Card size="small" title={t('qreport.inspections')}>
                <Space size="large" wrap>
                  <Statistic title={t('qreport.inspected')} value={data.inspections.total} />
                  <Statistic title={t('qreport.passed')} value={data.inspections.passed} />
                  <Statistic title={t('qreport.failed')} value={data.inspections.failed} />
                  <Statistic
                    title={t('qreport.passRate')}
                    value={
                      data.inspections.total
                        ? `${Math.round((100 * data.inspections.passed) / data.inspections.total)}%`
                        : '-'
                    }
                  />
                </Space>
              </Card>
            </Col>
            <Col xs={24} md={14}>
              <Card size="small" title={t('qreport.problems')} data-testid="qreport-problems">
                <Space size="large" wrap>
                  <Statistic title={t('qreport.added')} value={data.problems.added} />
                  <Statistic title={t('qreport.completed')} value={data.problems.completed} />
                  <Statistic title={t('qreport.open')} value={data.problems.open} />
                  <Statistic title={t('qreport.overdue')} value={data.problems.overdue} />
                </Space>
              </Card>
            </Col>
            <Col xs={24} md={12}>
              {counts(t('qreport.byLevel'), t('qdash.level'), data.byLevel, 'qreport-levels')}
            </Col>
            <Col xs={24} md={12}>
              {counts(t('qreport.byType'), t('problem.field.type'), data.byType, 'qreport-types')}
            </Col>
          </Row>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('qreport.list')}
          </Typography.Title>
          {data.rows.length === 0 ? (
            <Empty description={t('qreport.none')} />
          ) : (
            <Table<ReportRow>
              data-testid="qreport-rows"
              size="small"
              rowKey="problemId"
              pagination={false}
              scroll={{ x: 960 }}
              dataSource={data.rows}
              columns={[
                { title: t('qdash.name'), dataIndex: 'name', width: 200 },
                { title: t('qdash.level'), dataIndex: 'level', width: 80, render: label },
                { title: t('problem.field.type'), dataIndex: 'type', width: 100 },
                {
                  title: t('qreport.status'),
                  dataIndex: 'status',
                  width: 100,
                  render: (status: number) => t(STATUS_KEYS[status] ?? 'qdash.status1'),
                },
                { title: t('qreport.creator'), dataIndex: 'createBy', width: 100 },
                { title: t('qreport.createTime'), dataIndex: 'createTime', width: 170 },
                {
                  title: t('qreport.dueDate'),
                  dataIndex: 'dueDate',
                  width: 110,
                  render: (d: string | null) => d ?? '-',
                },
                { title: t('qreport.rectifications'), dataIndex: 'rectificationCount', width: 90, align: 'right' },
              ]}
            />
          )}
          {data.rows.length >= QUALITY_REPORT_ROWS && (
            <Typography.Text type="secondary">{t('qreport.listLimit', { n: QUALITY_REPORT_ROWS })}</Typography.Text>
          )}
        </div>
      )}
    </div>
  );
}
