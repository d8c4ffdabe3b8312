import { MODEL_STATUS, type VersionRow } from '@zj/contract';
import { Tag, Tooltip, Typography } from 'antd';
import { i18n } from '@/shared/i18n/index.ts';
import type { ColumnSpec } from '@/shared/ui/list/columns.tsx';
import '../../bim-texts.ts';
import { formatBytes, formatDuration } from '../../format.ts';
import { VersionStatus } from './version-status.tsx';

/** The version table's columns (the visibility setting's labels), in order. */
export const VERSION_LABELS = {
  versionNo: 'bim.versionNo',
  fileName: 'bim.fileName',
  fileSize: 'bim.fileSize',
  schema: 'bim.schema',
  status: 'bim.status',
  elementCount: 'bim.elementCount',
  convertMs: 'bim.convert',
  createBy: 'bim.createBy',
  createTime: 'bim.createTime',
} as const;

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** What each column shows: V3 with 当前版本, the size, the status with progress, the conversion time or why it failed. */
export const VERSION_COLUMNS: Partial<Record<keyof typeof VERSION_LABELS, ColumnSpec<VersionRow>>> = {
  versionNo: {
    width: 120,
    render: (_: unknown, row: VersionRow) => (
      <span data-testid={`mversion-no-${row.versionId}`}>
        {i18n.t('bim.versionLabel', { no: row.versionNo })}
        {row.current === '1' && (
          <Tag color="green" style={{ marginInlineStart: 6 }} data-testid={`mversion-current-${row.versionId}`}>
            {i18n.t('bim.current')}
          </Tag>
        )}
      </span>
    ),
  },
  fileName: { align: 'left', ellipsis: true },
  fileSize: { width: 100, render: (value: number) => formatBytes(value) },
  schema: { width: 100, render: dash },
  status: {
    width: 150,
    render: (_: unknown, row: VersionRow) => (
      <VersionStatus
        status={row.status}
        progress={row.progress}
        errorMsg={row.errorMsg}
        testId={`mversion-status-${row.versionId}`}
      />
    ),
  },
  elementCount: {
    width: 90,
    render: (value: number, row: VersionRow) => (row.status === MODEL_STATUS.done ? value : '—'),
  },
  convertMs: {
    width: 200,
    render: (_: unknown, row: VersionRow) =>
      row.status === MODEL_STATUS.failed ? (
        <Tooltip title={row.errorMsg}>
          <Typography.Text
            type="danger"
            ellipsis
            style={{ maxWidth: 200 }}
            data-testid={`mversion-error-${row.versionId}`}
          >
            {row.errorMsg || i18n.t('bim.status3')}
          </Typography.Text>
        </Tooltip>
      ) : row.status === MODEL_STATUS.done ? (
        i18n.t('bim.convertMs', { time: formatDuration(row.convertMs) })
      ) : (
        '—'
      ),
  },
  createBy: { width: 100 },
  createTime: { width: 170 },
};
