import { AppstoreOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type BandRow, MODEL_PERMS as P } from '@zj/contract';
import { Badge, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import '../../bim-texts.ts';
import { VersionStatus } from './version-status.tsx';

/**
 * The project's bands: each with its current version and its status, chosen by a click; 新增分段,
 * 重命名 and 删除 behind their permissions in the project.
 */
export function BandList({
  projectId,
  bands,
  loading,
  selected,
  onSelect,
  onAdd,
  onRename,
  onDelete,
}: {
  projectId: number;
  bands: BandRow[];
  loading: boolean;
  selected: number | undefined;
  onSelect: (bandId: number) => void;
  onAdd: () => void;
  onRename: (band: BandRow) => void;
  onDelete: (band: BandRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('bim.bands')}
      data-testid="mband-list"
      extra={
        <PermLink perm={P.add} projectId={projectId} icon={<PlusOutlined />} onClick={onAdd} testId="mband-add">
          {t('bim.addBand')}
        </PermLink>
      }
      styles={{ body: { padding: 4 } }}
    >
      <Spin spinning={loading}>
        {bands.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bim.noBands')} data-testid="mband-empty" />
        ) : (
          <div role="listbox" aria-label={t('bim.bands')}>
            {bands.map((band) => (
              <BandItem
                key={band.bandId}
                projectId={projectId}
                band={band}
                active={band.bandId === selected}
                onSelect={() => onSelect(band.bandId)}
                onRename={() => onRename(band)}
                onDelete={() => onDelete(band)}
              />
            ))}
          </div>
        )}
      </Spin>
    </Card>
  );
}

function BandItem({
  projectId,
  band,
  active,
  onSelect,
  onRename,
  onDelete,
}: {
  projectId: number;
  band: BandRow;
  active: boolean;
  onSelect: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="option"
      aria-selected={active}
      tabIndex={0}
      data-testid={`mband-${band.bandId}`}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onSelect();
      }}
      style={{
        padding: '8px 10px',
        borderRadius: 6,
        cursor: 'pointer',
        background: active ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
      }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong={active} ellipsis style={{ minWidth: 0 }}>
          <AppstoreOutlined style={{ marginInlineEnd: 6 }} />
          {band.bandName}
        </Typography.Text>
        <Badge count={band.versionCount} showZero color="#bfbfbf" overflowCount={999} />
      </Flex>
      <Flex justify="space-between" align="center" gap={4} wrap style={{ marginTop: 4 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {band.currentVersionNo === null ? (
            t('bim.noVersion')
          ) : (
            <>
              {t('bim.current')} {t('bim.versionLabel', { no: band.currentVersionNo })}{' '}
              <VersionStatus status={band.status} testId={`mband-status-${band.bandId}`} />
            </>
          )}
        </Typography.Text>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's selection */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links have their own keys */}
        <span onClick={(event) => event.stopPropagation()}>
          <PermLink
            perm={P.edit}
            projectId={projectId}
            icon={<EditOutlined />}
            onClick={onRename}
            testId={`mband-rename-${band.bandId}`}
          >
            {t('bim.renameBand')}
          </PermLink>
          <PermLink
            perm={P.remove}
            projectId={projectId}
            danger
            icon={<DeleteOutlined />}
            onClick={onDelete}
            testId={`mband-delete-${band.bandId}`}
          >
            {t('common.delete')}
          </PermLink>
        </span>
      </Flex>
    </div>
  );
}
