import { DICT_TYPES, type ProjectNewsRow } from '@zj/contract';
import { Card, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import '../workdesk-texts.ts';
import { useShownText } from '@/shared/i18n/shown-text.ts';

/** 最近项目动态: the latest ten news of the caller's projects, each linking to its project's dashboard. */
export function RecentNews({ rows, loading }: { rows: ProjectNewsRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const shown = useShownText();
  const types = useDict(DICT_TYPES.projectNewsType)[DICT_TYPES.projectNewsType];
  return (
    <Card title={t('desk.news')} data-testid="workdesk-news">
      <Spin spinning={loading}>
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('desk.noNews')} />
        ) : (
          <Flex vertical>
            {rows.map((row, index) => (
              <Flex
                key={row.newsId}
                gap={8}
                align="start"
                data-testid={`workdesk-news-${row.newsId}`}
                style={{ padding: '8px 0', borderTop: index === 0 ? undefined : '1px solid #f0f0f0' }}
              >
                <DictTag options={types} value={row.newsType} />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text ellipsis={{ tooltip: shown(row) }}>{shown(row)}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <Link to={`/projectDashboard/${row.projectId}`}>{row.projectName}</Link> · {row.createBy} ·{' '}
                    {row.createTime ?? ''}
                  </Typography.Text>
                </Flex>
              </Flex>
            ))}
          </Flex>
        )}
      </Spin>
    </Card>
  );
}
