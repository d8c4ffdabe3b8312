import { ApartmentOutlined, EnvironmentOutlined, StarFilled, StarOutlined, TeamOutlined } from '@ant-design/icons';
import type { ProjectListRow } from '@zj/contract';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import '../project-texts.ts';

const COVER_HEIGHT = 140;

/** The cover image, or a neutral building graphic when the project has none. */
function Cover({ row }: { row: ProjectListRow }) {
  const { t } = useTranslation();
  if (row.cover) {
    return (
      <img alt={row.projectName} src={row.cover} style={{ height: COVER_HEIGHT, width: '100%', objectFit: 'cover' }} />
    );
  }
  // A plain div: the card's cover rule (display: block on its child) would override Flex's class.
  return (
    <div
      role="img"
      aria-label={t('proj.noCover')}
      style={{
        height: COVER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f0f2f5',
        color: '#bfbfbf',
      }}
    >
      <ApartmentOutlined style={{ fontSize: 40 }} />
    </div>
  );
}

/** One project of the card view: opens the project when clicked; the star and `actions` don't. */
export function ProjectCard({
  row,
  statusOptions,
  onOpen,
  onStar,
  actions,
}: {
  row: ProjectListRow;
  statusOptions: readonly DictOption[];
  onOpen: () => void;
  onStar: () => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const id = row.projectId;
  const starLabel = t(row.star ? 'proj.unstar' : 'proj.star');
  return (
    <Card
      hoverable
      data-testid={`project-card-${id}`}
      cover={<Cover row={row} />}
      onClick={onOpen}
      styles={{ body: { padding: 12 } }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Text strong ellipsis={{ tooltip: row.projectName }} style={{ fontSize: 15 }}>
          {row.projectName}
        </Typography.Text>
        <Tooltip title={starLabel}>
          <Button
            type="text"
            size="small"
            aria-label={starLabel}
            aria-pressed={row.star}
            data-testid={`project-star-${id}`}
            icon={row.star ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
            onClick={(event) => {
              event.stopPropagation();
              onStar();
            }}
          />
        </Tooltip>
      </Flex>
      <Flex vertical gap={4} style={{ marginTop: 6, fontSize: 13 }}>
        <div>
          <DictTag options={statusOptions} value={row.status} />
        </div>
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.address }}>
          <EnvironmentOutlined /> {row.address || t('proj.noAddress')}
        </Typography.Text>
        <Typography.Text type="secondary">
          <TeamOutlined /> {t('proj.members', { count: row.memberCount })}
        </Typography.Text>
      </Flex>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the card's click from opening the project */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle the keyboard */}
      <div onClick={(event) => event.stopPropagation()} style={{ marginTop: 6, marginLeft: -8 }}>
        {actions}
      </div>
    </Card>
  );
}
