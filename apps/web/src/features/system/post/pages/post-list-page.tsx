import { DICT_TYPES, PERMS, type PostFilters } from '@zj/contract';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../shared/ui/dict/use-dict.ts';
import { RightToolbar } from '../../../../shared/ui/right-toolbar.tsx';
import { TablePagination } from '../../../../shared/ui/table-pagination.tsx';
import { useColumnSettings } from '../../../../shared/ui/use-column-settings.ts';
import { confirmDelete } from '../../common/confirm.ts';
import { ListActions } from '../../common/list-actions.tsx';
import { useListParams } from '../../common/use-list-params.ts';
import '../../common/system-texts.ts';
import { useDeletePosts } from '../api/delete-posts.ts';
import { exportPosts } from '../api/export-posts.ts';
import { usePosts } from '../api/get-posts.ts';
import { PostFormDialog } from '../components/post-form-dialog.tsx';
import { PostSearchForm } from '../components/post-search-form.tsx';
import { POST_COLUMNS, PostTable } from '../components/post-table.tsx';

/** 岗位管理 (menu component system/post/index). */
export default function PostListPage() {
  const { t } = useTranslation();
  const dict = useDict(DICT_TYPES.normalDisable);
  const statusOptions = dict[DICT_TYPES.normalDisable];
  const list = useListParams<PostFilters>({});
  const posts = usePosts(list.query);
  const remove = useDeletePosts();
  const columns = useColumnSettings('system-post', POST_COLUMNS);
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);

  const askDelete = (ids: number[]) =>
    confirmDelete(t('sys.post.id'), ids, async () => {
      await remove.mutateAsync(ids);
      setSelected([]);
    });

  const labels = Object.fromEntries(
    POST_COLUMNS.map((key) => [
      key,
      t(
        {
          postId: 'sys.post.id',
          postCode: 'sys.post.code',
          postName: 'sys.post.name',
          postSort: 'sys.post.sort',
          status: 'sys.status',
          createTime: 'sys.createTime',
        }[key],
      ),
    ]),
  );

  return (
    <Card variant="borderless" style={{ margin: 16 }} data-testid="post-page">
      {showSearch && <PostSearchForm statusOptions={statusOptions} onSearch={list.search} onReset={list.reset} />}
      <ListActions
        prefix="post"
        perms={PERMS.system.post}
        selected={selected}
        onAdd={() => setEditing(null)}
        onEdit={() => setEditing(selected[0])}
        onDelete={() => askDelete(selected)}
        onExport={() => void exportPosts(list.filters)}
        toolbar={
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void posts.refetch()}
            columns={{ settings: columns.settings, labels, onChange: columns.update }}
          />
        }
      />
      <PostTable
        rows={posts.data?.rows ?? []}
        loading={posts.isFetching}
        statusOptions={statusOptions}
        isVisible={columns.isVisible}
        selected={selected}
        onSelect={setSelected}
        onEdit={(row) => setEditing(row.postId)}
        onDelete={(row) => askDelete([row.postId])}
      />
      <TablePagination
        total={posts.data?.total ?? 0}
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        onChange={list.changePage}
      />
      <PostFormDialog postId={editing} statusOptions={statusOptions} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
