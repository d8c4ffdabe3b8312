import { DICT_TYPES, PERMS, type PostFilters } from '@zj/contract';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../common/system-texts.ts';
import { useDeletePosts } from '../api/delete-posts.ts';
import { exportPosts } from '../api/export-posts.ts';
import { usePosts } from '../api/get-posts.ts';
import { PostFormDialog } from '../components/post-form-dialog.tsx';

/** The columns of the visibility setting, in order, with their text keys. */
const LABELS = {
  postId: 'sys.post.id',
  postCode: 'sys.post.code',
  postName: 'sys.post.name',
  postSort: 'sys.post.sort',
  status: 'common.status',
  createTime: 'common.createTime',
} as const;

/** 岗位管理 (menu component system/post/index). */
export default function PostListPage() {
  const statusOptions = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  const remove = useDeletePosts();
  const list = useListPage<PostFilters>({
    columns: { storageKey: 'system-post', labels: LABELS },
    remove: { what: 'sys.post.id', run: remove.mutateAsync },
  });
  const posts = usePosts(list.query);

  return (
    <ListPage
      prefix="post"
      perms={PERMS.system.post}
      list={list}
      query={posts}
      onExport={() => void exportPosts(list.filters)}
      search={{
        fields: [
          { name: 'postCode', label: 'sys.post.code' },
          { name: 'postName', label: 'sys.post.name' },
          { name: 'status', label: 'common.status', dict: statusOptions, placeholder: 'sys.post.status' },
        ],
      }}
      dialogs={<PostFormDialog postId={list.editing} statusOptions={statusOptions} onClose={list.closeEdit} />}
    >
      <ListTable
        prefix="post"
        rowKey="postId"
        perms={PERMS.system.post}
        columns={{
          postId: { width: 100 },
          postSort: { width: 100 },
          status: { dict: statusOptions },
          createTime: { width: 180 },
        }}
        {...list.table(posts)}
      />
    </ListPage>
  );
}
