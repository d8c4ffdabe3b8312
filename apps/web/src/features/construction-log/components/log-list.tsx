import type { ConstructionLogRow } from '@zj/contract';
import { Button, Input, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import { useLogList } from '../api/construction-logs.ts';
import { temperatureText } from '../log-form-model.ts';

interface LogListProps {
  projectId: number;
  /** The calendar's month (YYYY-MM): the list shows its logs. */
  month: string;
  onOpen: (logId: number) => void;
}

/** The month's logs as a paged table (newest day first), searchable by author. */
export function LogList({ projectId, month, onOpen }: LogListProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [author, setAuthor] = useState('');
  const query = { projectId, month, ...page, ...(author ? { author } : {}) };
  const list = useLogList(query);
  // On a phone: the day, its weather and whether it is signed (the row opens the rest).
  const shown = (key: string) => !narrow || ['logDate', 'weather', 'signed'].includes(key);
  return (
    <div data-testid="clog-list">
      <Input.Search
        allowClear
        placeholder={t('clog.searchAuthor')}
        onSearch={(value) => {
          setAuthor(value.trim());
          setPage((p) => ({ ...p, pageNum: 1 }));
        }}
        style={{ marginBottom: 8, maxWidth: 260 }}
        data-testid="clog-search-author"
      />
      <Table<ConstructionLogRow>
        size="small"
        rowKey="logId"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ onClick: () => onOpen(row.logId), style: { cursor: 'pointer' } })}
        columns={(
          [
            { key: 'logDate', dataIndex: 'logDate', title: t('clog.logDate'), width: 110 },
            {
              key: 'weather',
              title: t('clog.weather'),
              render: (_, row) =>
                [row.weather, temperatureText(row.temperatureLow, row.temperatureHigh)].filter(Boolean).join(' '),
            },
            { key: 'headcount', dataIndex: 'headcount', title: t('clog.count'), width: 70 },
            { key: 'summary', dataIndex: 'summary', title: t('clog.summary'), ellipsis: true },
            { key: 'createBy', dataIndex: 'createBy', title: t('clog.author'), width: 100 },
            {
              key: 'signed',
              title: t('clog.signedBy'),
              width: 90,
              render: (_, row) =>
                row.signedTime ? (
                  <Tag color="success">{t('clog.signed')}</Tag>
                ) : (
                  <Tag color="warning">{t('clog.unsigned')}</Tag>
                ),
            },
            {
              key: 'open',
              width: 70,
              render: (_, row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => onOpen(row.logId)}
                  data-testid={`clog-open-${row.logId}`}
                >
                  {t('clog.open')}
                </Button>
              ),
            },
          ] satisfies TableColumnsType<ConstructionLogRow>
        ).filter((column) => shown(column.key))}
      />
      <TablePagination
        total={list.data?.total ?? 0}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </div>
  );
}
