import { MODEL_STATUS, type VersionRow } from '@zj/contract';
import { Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '@/shared/i18n/index.ts';
import type { ColumnSpec } from '@/shared/ui/list/columns.tsx';
import '../../bim-texts.ts';
import { formatBytes, formatDuration } from '../../format.ts';
import { VersionStatus } from './version-status.tsx';

/** The version table's columns (the visibility setting's labels), in order. */
export const VERSION_LABELS = {
  versionNo: 'bim.versionNo',
  fileName: 'bim.fileName',
  status: 'bim.status',
  createBy: 'bim.createBy',
} as const;

/** A cell of two lines: the value, then a smaller grey one. */
const twoLines = (main: ReactNode, minor: ReactNode) => (
  <div style={{ lineHeight: 1.4 }}>
    <div>{main}</div>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {minor}
    </Typography.Text>
  </div>
);

/** Under the status: the elements and conversion time once converted, or why the conversion failed. */
function statusDetail(row: VersionRow): ReactNode {
  if (row.status === MODEL_STATUS.done) {
    return i18n.t('bim.doneDetail', { n: row.elementCount, time: formatDuration(row.convertMs) });
  }
  if (row.status !== MODEL_STATUS.failed) return null;
  return (
    <Tooltip title={row.errorMsg}>
      <Typography.Text
        type="danger"
        ellipsis
        style={{ display: 'block', maxWidth: '100%', fontSize: 12 }}
        data-testid={`mversion-error-${row.versionId}`}
      >
        {row.errorMsg || i18n.t('bim.status3')}
      </Typography.Text>
    </Tooltip>
  );
}

/**
 * What each column shows: V3 with 当前版本; the file with its size and IFC schema; the status with
 * progress, then the elements and conversion time or why it failed; who uploaded it and when.
 */
export const VERSION_COLUMNS: Partial<Record<keyof typeof VERSION_LABELS, ColumnSpec<VersionRow>>> = {
  versionNo: {
    width: 90,
    render: (_: unknown, row: VersionRow) => (
      <span data-testid={`mversion-no-${row.versionId}`}>
        <div>{i18n.t('bim.versionLabel', { no: row.versionNo })}</div>
        {row.current === '1' && (
          <Tag color="green" style={{ marginInlineEnd: 0 }} data-testid={`mversion-current-${row.versionId}`}>
            {i18n.t('bim.current')}
          </Tag>
        )}
      </span>
    ),
  },
  fileName: {
    align: 'left',
    render: (_: unknown, row: VersionRow) =>
      twoLines(
        <Typography.Text style={{ wordBreak: 'break-all' }}>{row.fileName}</Typography.Text>,
        `${formatBytes(row.fileSize)} · ${row.schema || '—'}`,
      ),
  },
  status: {
    align: 'left',
    width: 230,
    render: (_: unknown, row: VersionRow) =>
      twoLines(
        <VersionStatus
          status={row.status}
          progress={row.progress}
          errorMsg={row.errorMsg}
          testId={`mversion-status-${row.versionId}`}
        />,
        statusDetail(row),
      ),
  },
  createBy: {
    width: 170,
    render: (_: unknown, row: VersionRow) => twoLines(row.createBy, row.createTime),
  },
};
