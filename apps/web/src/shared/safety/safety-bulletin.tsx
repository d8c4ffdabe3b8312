import type { SafetyReportRow } from '@zj/contract';
import { Alert, Descriptions, Image, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { splitUrls } from '@/shared/ui/upload/upload-rules.ts';
import './bulletin-texts.ts';
import { useSafetyReport } from './get-safety-report.ts';

function Photos({ value, testId }: { value: string; testId: string }) {
  const urls = splitUrls(value);
  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={6} wrap data-testid={testId}>
        {urls.map((url) => (
          <Image key={url} src={url} width={72} height={72} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

const pre = (text: string | null): ReactNode => (text ? <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span> : '');

/**
 * A safety report as its bulletin (spec 02 §2 "Notice and reply view": the notice as a table,
 * photos with a preview): the inspection, what was found and the rectification.
 */
export function SafetyBulletin({ report }: { report: SafetyReportRow }) {
  const { t } = useTranslation();
  return (
    <div data-testid="safety-bulletin">
      <Typography.Title level={5} style={{ textAlign: 'center', marginTop: 0 }} data-testid="safety-bulletin-title">
        {report.title}
      </Typography.Title>
      <Descriptions column={2} size="small" bordered styles={{ label: { width: 96 } }}>
        <Descriptions.Item label={t('bulletin.projectName')} span={2}>
          {report.projectName}
        </Descriptions.Item>
        <Descriptions.Item label={t('bulletin.level')}>{report.level}</Descriptions.Item>
        <Descriptions.Item label={t('bulletin.type')}>{report.type}</Descriptions.Item>
        <Descriptions.Item label={t('bulletin.dept')}>{report.dept}</Descriptions.Item>
        <Descriptions.Item label={t('bulletin.inspectionTime')}>{report.inspectionTime}</Descriptions.Item>
        <Descriptions.Item label={t('bulletin.inspectionContent')} span={2}>
          {pre(report.inspectionContent)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bulletin.participants')}>{report.participants ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('bulletin.processed')}>{report.processed ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('bulletin.content')} span={2}>
          {pre(report.content)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bulletin.problem')} span={2}>
          {pre(report.problem)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bulletin.problemFiles')} span={2}>
          <Photos value={report.problemFiles} testId="safety-bulletin-problem-files" />
        </Descriptions.Item>
        <Descriptions.Item label={t('bulletin.rectification')} span={2}>
          {pre(report.rectification)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bulletin.rectificationFiles')} span={2}>
          <Photos value={report.rectificationFiles} testId="safety-bulletin-rectification-files" />
        </Descriptions.Item>
        <Descriptions.Item label={t('bulletin.createBy')}>{report.createBy}</Descriptions.Item>
        <Descriptions.Item label={t('common.createTime')}>{report.createTime ?? ''}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/** The bulletin of the safety report `reportId`, read from the server (the message drawer and 安全报告 open it). */
export function SafetyBulletinById({ reportId }: { reportId: number | null }) {
  const { t } = useTranslation();
  const report = useSafetyReport(reportId);
  if (report.isError) return <Alert type="error" showIcon title={t('bulletin.loadFailed')} />;
  if (!report.data) return <Spin />;
  return <SafetyBulletin report={report.data} />;
}
