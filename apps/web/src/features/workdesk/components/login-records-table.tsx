import type { LoginRecord } from '@zj/contract';
import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/shared/i18n/index.ts';
import { localizeStoredText } from '@/shared/i18n/stored-text.ts';
import { useLoginRecords } from '../api/get-login-records.ts';

/** The caller's recent logins. */
export function LoginRecordsTable() {
  const { t } = useTranslation();
  const { data, isLoading } = useLoginRecords();
  const columns: ColumnsType<LoginRecord> = [
    { title: t('workdesk.col.time'), dataIndex: 'loginTime', width: 180 },
    { title: t('workdesk.col.ip'), dataIndex: 'ipaddr', width: 140 },
    { title: t('workdesk.col.browser'), dataIndex: 'browser' },
    { title: t('workdesk.col.os'), dataIndex: 'os' },
    {
      title: t('workdesk.col.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string) =>
        status === '0' ? (
          <Tag color="success">{t('workdesk.status.ok')}</Tag>
        ) : (
          <Tag color="error">{t('workdesk.status.fail')}</Tag>
        ),
    },
    {
      title: t('workdesk.col.msg'),
      dataIndex: 'msg',
      render: (text: string) => localizeStoredText(text, currentLang()),
    },
  ];
  return (
    <Card title={t('workdesk.records')} data-testid="login-records">
      <Table<LoginRecord>
        rowKey="infoId"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        size="small"
        scroll={{ x: 720 }}
      />
    </Card>
  );
}
