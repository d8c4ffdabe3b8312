import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { ProjectFileRow } from '@zj/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '@/shared/ui/list/columns.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import { RowActions } from '@/shared/ui/list/row-actions.tsx';
import '../quality-texts.ts';

/** Bytes as people read them. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface FileTableProps {
  rows: ProjectFileRow[];
  loading: boolean;
  showFolder: boolean;
  onPreview: (row: ProjectFileRow) => void;
  /** Absent: no 修改 (safety files, or not permitted). */
  onEdit?: (row: ProjectFileRow) => void;
  onDelete?: (row: ProjectFileRow) => void;
}

/** The files of a project: name (opens the preview), folder, type, size, uploader, time, actions. */
export function FileTable({ rows, loading, showFolder, onPreview, onEdit, onDelete }: FileTableProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<ProjectFileRow> = [
    {
      key: 'fileName',
      title: t('qfile.name'),
      render: (_, row) =>
        row.preview ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onPreview(row)}>
            {row.fileName}
          </Button>
        ) : (
          row.fileName
        ),
    },
    ...(showFolder ? [{ key: 'folder', dataIndex: 'folder', title: t('qfile.folder') }] : []),
    {
      key: 'fileType',
      dataIndex: 'fileType',
      title: t('qfile.type'),
      width: 80,
      render: (value: string) => <Tag>{value.toUpperCase()}</Tag>,
    },
    { key: 'size', dataIndex: 'size', title: t('qfile.size'), width: 100, render: (value: number) => sizeText(value) },
    { key: 'createBy', dataIndex: 'createBy', title: t('qfile.uploader'), width: 110 },
    { key: 'createTime', dataIndex: 'createTime', title: t('qfile.uploadTime'), width: 170 },
    actionsColumn((row) => (
      <RowActions
        prefix="qfile"
        id={row.fileId}
        onEdit={onEdit && (() => onEdit(row))}
        onDelete={onDelete && (() => onDelete(row))}
      >
        {row.preview && (
          <PermLink icon={<EyeOutlined />} onClick={() => onPreview(row)} testId={`qfile-preview-${row.fileId}`}>
            {t('qfile.preview')}
          </PermLink>
        )}
        <PermLink
          icon={<DownloadOutlined />}
          href={row.url}
          download={row.fileName}
          testId={`qfile-download-${row.fileId}`}
        >
          {t('qfile.download')}
        </PermLink>
      </RowActions>
    )),
  ];
  return (
    <DataTable<ProjectFileRow> prefix="qfile" rowKey="fileId" columns={columns} dataSource={rows} loading={loading} />
  );
}
