import { ApartmentOutlined, StarFilled } from '@ant-design/icons';
import { DICT_TYPES, type ProjectListRow } from '@zj/contract';
import { Card, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import '../workdesk-texts.ts';

/** 收藏的项目: small cards opening each project's dashboard; 更多 goes to the project list. */
export function StarredProjects({ rows, total, loading }: { rows: ProjectListRow[]; total: number; loading: boolean }) {
  const { t } = useTranslation();
  const statuses = useDict(DICT_TYPES.projectStatus)[DICT_TYPES.projectStatus];
  return (
    <Card
      title={t('desk.starred')}
      data-testid="workdesk-starred"
      extra={total > rows.length && <Link to="/project">{t('desk.more')}</Link>}
    >
      <Spin spinning={loading}>
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('desk.noStarred')}>
            <Link to="/project">{t('desk.starHint')}</Link>
          </Empty>
        ) : (
          <Row gutter={[12, 12]}>
            {rows.map((row) => (
              <Col key={row.projectId} xs={24} sm={12}>
                <Link to={`/projectDashboard/${row.projectId}`} data-testid={`workdesk-starred-${row.projectId}`}>
                  <Card size="small" hoverable>
                    <Flex align="center" gap={8}>
                      {row.cover ? (
                        <img
                          alt=""
                          src={row.cover}
                          style={{ width: 36, height: 36, objectFit: 'cover', borderRadius: 4 }}
                        />
                      ) : (
                        <ApartmentOutlined style={{ fontSize: 24, color: '#bfbfbf' }} />
                      )}
                      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                        <Typography.Text strong ellipsis>
                          <StarFilled style={{ color: '#faad14' }} /> {row.projectName}
                        </Typography.Text>
                        <DictTag options={statuses} value={row.status} />
                      </Flex>
                    </Flex>
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Spin>
    </Card>
  );
}
