import { CheckCircleOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { ProjectInfo } from '@zj/contract';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';

const orDash = (value: string | null | undefined) => (value ? value : '-');

/** Name, status, star and the project's facts; 设为当前项目 unless it already is. */
export function DashboardHeader({
  info,
  statusOptions,
  isCurrent,
  selecting,
  starring,
  onSelect,
  onStar,
}: {
  info: ProjectInfo;
  statusOptions: readonly DictOption[];
  isCurrent: boolean;
  selecting: boolean;
  starring: boolean;
  onSelect: () => void;
  onStar: (star: boolean) => void;
}) {
  const { t } = useTranslation();
  const { project } = info;
  const facts: [string, string | null][] = [
    ['dash.parent', info.parentName],
    ['dash.code', project.projectCode],
    ['dash.address', project.address],
    ['dash.ownerUnit', project.ownerUnit],
    ['dash.contractorUnit', project.contractorUnit],
    ['dash.supervisorUnit', project.supervisorUnit],
    ['dash.designUnit', project.designUnit],
    ['dash.startDate', project.startDate],
    ['dash.plannedEndDate', project.plannedEndDate],
  ];
  return (
    <Card data-testid="dashboard-header">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="dashboard-project-name">
            {project.projectName}
          </Typography.Title>
          <DictTag options={statusOptions} value={project.status} />
        </Flex>
        <Flex gap={8} wrap>
          <Button
            icon={info.star ? <StarFilled style={{ color: '#E6A23C' }} /> : <StarOutlined />}
            loading={starring}
            onClick={() => onStar(!info.star)}
            data-testid="dashboard-star"
            aria-pressed={info.star}
          >
            {t(info.star ? 'dash.unstar' : 'dash.star')}
          </Button>
          {isCurrent ? (
            <Tag icon={<CheckCircleOutlined />} color="success" data-testid="dashboard-is-current">
              {t('dash.isCurrent')}
            </Tag>
          ) : (
            <Button type="primary" loading={selecting} onClick={onSelect} data-testid="dashboard-set-current">
              {t('dash.setCurrent')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        {facts.map(([key, value]) => (
          <Descriptions.Item key={key} label={t(key)}>
            {orDash(value)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
