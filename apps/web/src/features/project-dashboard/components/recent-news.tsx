import { Card, Empty, List, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownText } from '@/shared/i18n/shown-text.ts';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { NEWS_PAGE_SIZE, useProjectNews } from '../api/get-project-news.ts';

/** 最新动态: the project's news, newest first, paged on the server. */
export function RecentNews({ projectId, newsTypes }: { projectId: number; newsTypes: readonly DictOption[] }) {
  const { t } = useTranslation();
  const shown = useShownText();
  const [pageNum, setPageNum] = useState(1);
  const news = useProjectNews(projectId, pageNum, true);
  const rows = news.data?.rows ?? [];
  const total = news.data?.total ?? 0;
  return (
    <Card title={t('dash.recentNews')} data-testid="dashboard-news">
      <List
        loading={news.isFetching}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('dash.noNews')} /> }}
        renderItem={(row) => (
          <List.Item key={row.newsId} data-testid={`dashboard-news-${row.newsId}`}>
            <List.Item.Meta
              avatar={<DictTag options={newsTypes} value={row.newsType} />}
              title={shown(row)}
              description={
                <Typography.Text type="secondary">
                  {row.createBy} · {row.createTime ?? ''}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      {total > NEWS_PAGE_SIZE && (
        <Pagination
          size="small"
          style={{ marginTop: 12, justifyContent: 'flex-end' }}
          total={total}
          current={pageNum}
          pageSize={NEWS_PAGE_SIZE}
          showSizeChanger={false}
          onChange={setPageNum}
        />
      )}
    </Card>
  );
}
