import { MODEL_LOG_ACTIONS, type ModelLogRow } from '@zj/contract';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/shared/i18n/index.ts';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import type { ColumnSpec } from '@/shared/ui/list/columns.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../bim-texts.ts';
import { formatDuration } from '../../format.ts';
import { useBands } from '../../models/api/bands.ts';
import { type ModelLogFilters, useModelLog } from '../api/model-log.ts';

const LABELS = {
  createTime: 'bim.log.createTime',
  action: 'bim.log.action',
  bandName: 'bim.band',
  versionNo: 'bim.versionNo',
  result: 'bim.log.result',
  durationMs: 'bim.log.duration',
  detail: 'bim.log.detail',
  createBy: 'bim.log.createBy',
} as const;

const ACTION_COLOR: Record<ModelLogRow['action'], string> = {
  upload: 'blue',
  convert: 'purple',
  current: 'green',
  delete: 'red',
  compare: 'orange',
};

const COLUMNS: Partial<Record<keyof typeof LABELS, ColumnSpec<ModelLogRow>>> = {
  createTime: { width: 170 },
  action: {
    width: 100,
    render: (action: ModelLogRow['action']) => <Tag color={ACTION_COLOR[action]}>{i18n.t(`bim.log.${action}`)}</Tag>,
  },
  bandName: { width: 140 },
  versionNo: {
    width: 80,
    render: (no: number | null) => (no === null ? '—' : i18n.t('bim.versionLabel', { no })),
  },
  result: {
    width: 90,
    render: (result: ModelLogRow['result']) =>
      result === '0' ? (
        <Tag color="success">{i18n.t('bim.log.ok')}</Tag>
      ) : (
        <Tag color="error">{i18n.t('bim.log.failed')}</Tag>
      ),
  },
  durationMs: { width: 110, render: (ms: number | null) => formatDuration(ms) },
  detail: {
    align: 'left',
    render: (detail: string) => (
      <Tooltip title={detail}>
        <Typography.Text ellipsis style={{ display: 'block', maxWidth: 360 }}>
          {detail || '—'}
        </Typography.Text>
      </Tooltip>
    ),
  },
  createBy: { width: 100 },
};

function ModelLog({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const list = useListPage<ModelLogFilters>({ columns: { storageKey: 'bim-log', labels: LABELS } });
  const log = useModelLog({ projectId, ...list.query });
  const bands = useBands(projectId).data?.rows ?? [];
  return (
    <ListPage
      bare
      testId="mlog-list"
      prefix="mlog"
      projectScoped
      perms={{}}
      list={list}
      query={log}
      onAdd={false}
      onEdit={false}
      onDelete={false}
      search={{
        dateRange: 'bim.log.time',
        fields: [
          {
            name: 'action',
            label: 'bim.log.action',
            options: MODEL_LOG_ACTIONS.map((action) => ({ value: action, label: t(`bim.log.${action}`) })),
            testId: 'mlog-search-action',
          },
          {
            name: 'bandId',
            label: 'bim.band',
            options: bands.map((band) => ({ value: band.bandId, label: band.bandName })),
            testId: 'mlog-search-band',
          },
        ],
      }}
    >
      <ListTable<ModelLogRow, number>
        prefix="mlog"
        rowKey="logId"
        selectable={false}
        columns={COLUMNS}
        {...list.table(log)}
      />
    </ListPage>
  );
}

/** 模型日志 (menu component business/model/log): every upload, conversion, version change, deletion and comparison. */
export default function ModelLogPage() {
  return (
    <ProjectScope testId="model-log-page">
      {(projectId) => <ModelLog key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
