import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { ProjectFileRow } from '@zj/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
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
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'center',
      render: (_, row) => (
        <>
          {row.preview && (
            <Button
              type="link"
              size="small"
              icon={<EyeOutlined />}
              onClick={() => onPreview(row)}
              data-testid={`qfile-preview-${row.fileId}`}
            >
              {t('qfile.preview')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            href={row.url}
            download={row.fileName}
            data-testid={`qfile-download-${row.fileId}`}
          >
            {t('qfile.download')}
          </Button>
          {onEdit && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => onEdit(row)}
              data-testid={`qfile-edit-${row.fileId}`}
            >
              {t('common.edit')}
            </Button>
          )}
          {onDelete && (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onDelete(row)}
              data-testid={`qfile-delete-${row.fileId}`}
            >
              {t('common.delete')}
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable<ProjectFileRow>
      data-testid="qfile-table"
      rowKey="fileId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      onRow={(row) => ({ 'data-testid': `qfile-row-${row.fileId}` }) as never}
    />
  );
}
