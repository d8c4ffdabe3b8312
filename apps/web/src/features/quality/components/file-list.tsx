import { PERMS, type ProjectFileRow } from '@zj/contract';
import { Card, Col, Form, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectAccess } from '@/shared/project/use-project-access.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { type FileKind, useDeleteFile, useFiles, useFolders } from '../api/project-files.ts';
import '../quality-texts.ts';
import { EditFileDialog } from './edit-file-dialog.tsx';
import { FilePreview } from './file-preview.tsx';
import { FileTable } from './file-table.tsx';
import { FolderList } from './folder-list.tsx';
import { UploadFilesDialog } from './upload-files-dialog.tsx';

type Filters = { fileName?: string };

function FileSearch({ onSearch, onReset }: { onSearch: (filters: Filters) => void; onReset: () => void }) {
  const [form] = Form.useForm<Filters>();
  return (
    <SearchForm<Filters> prefix="qfile" form={form} onSearch={onSearch} onReset={onReset}>
      <SearchInput name="fileName" label="qfile.name" testId="qfile-search-name" />
    </SearchForm>
  );
}

/** 质量文件 (in folders, renamed and moved) or 安全文件 of one project: list, upload, preview, download, delete. */
export function FileList({ projectId, kind }: { projectId: number; kind: FileKind }) {
  const { t } = useTranslation();
  const { inProject } = useProjectAccess();
  const perms = kind === 'quality' ? PERMS.business.qualityFile : PERMS.business.safetyFile;
  const list = useListPage<Filters>();
  const [folder, setFolder] = useState<string | undefined>(undefined);
  const files = useFiles(kind, { projectId, ...list.query, ...(folder ? { folder } : {}) });
  const folders = useFolders(projectId, kind === 'quality');
  const folderNames = (folders.data?.data ?? []).map((row) => row.folder);
  const remove = useDeleteFile(projectId, kind);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<ProjectFileRow | null>(null);
  const [preview, setPreview] = useState<{ name: string; url: string } | null>(null);
  const canEdit = 'edit' in perms && inProject(projectId, perms.edit);

  const askDelete = (row: ProjectFileRow) =>
    confirmThen(
      t('qfile.confirmDelete', { name: row.fileName }),
      () => remove.mutateAsync(row.fileId),
      t('common.deleteSuccess'),
    );

  const table = (
    <ListPage
      bare
      testId={`qfile-list-${kind}`}
      prefix="qfile"
      projectScoped
      perms={{ add: perms.add }}
      labels={{ add: 'qfile.upload' }}
      list={list}
      query={files}
      onAdd={() => setUploading(true)}
      onEdit={false}
      onDelete={false}
      search={<FileSearch onSearch={list.search} onReset={list.reset} />}
      dialogs={
        <>
          <UploadFilesDialog
            projectId={projectId}
            kind={kind}
            open={uploading}
            folders={folderNames}
            folder={folder}
            onClose={() => setUploading(false)}
          />
          {kind === 'quality' && (
            <EditFileDialog
              projectId={projectId}
              file={editing}
              folders={folderNames}
              onClose={() => setEditing(null)}
            />
          )}
          <FilePreview file={preview} onClose={() => setPreview(null)} />
        </>
      }
    >
      <FileTable
        rows={files.data?.rows ?? []}
        loading={files.isFetching}
        showFolder={kind === 'quality' && folder === undefined}
        onPreview={(row) => setPreview({ name: row.fileName, url: row.url })}
        onEdit={kind === 'quality' && canEdit ? setEditing : undefined}
        onDelete={inProject(projectId, perms.remove) ? askDelete : undefined}
      />
    </ListPage>
  );
  if (kind === 'safety') return table;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={7} xl={5}>
        <Card size="small" title={t('qfile.folders')} styles={{ body: { padding: 4 } }}>
          <FolderList
            folders={folders.data?.data ?? []}
            selected={folder}
            onSelect={(next) => {
              setFolder(next);
              list.changePage(1, list.page.pageSize);
            }}
          />
        </Card>
      </Col>
      <Col xs={24} md={17} xl={19}>
        {table}
      </Col>
    </Row>
  );
}
