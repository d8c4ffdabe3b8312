import { DICT_TYPES, PERMS, type PostFilters } from '@zj/contract';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../common/system-texts.ts';
import { useDeletePosts } from '../api/delete-posts.ts';
import { exportPosts } from '../api/export-posts.ts';
import { usePosts } from '../api/get-posts.ts';
import { PostFormDialog } from '../components/post-form-dialog.tsx';
import { PostSearchForm } from '../components/post-search-form.tsx';
import { POST_LABELS, PostTable } from '../components/post-table.tsx';

/** 岗位管理 (menu component system/post/index). */
export default function PostListPage() {
  const statusOptions = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  const remove = useDeletePosts();
  const list = useListPage<PostFilters>({
    columns: { storageKey: 'system-post', labels: POST_LABELS },
    remove: { what: 'sys.post.id', run: remove.mutateAsync },
  });
  const posts = usePosts(list.query);

  return (
    <ListPage
      testId="post-page"
      prefix="post"
      perms={PERMS.system.post}
      list={list}
      query={posts}
      onExport={() => void exportPosts(list.filters)}
      search={<PostSearchForm statusOptions={statusOptions} onSearch={list.search} onReset={list.reset} />}
      dialogs={<PostFormDialog postId={list.editing} statusOptions={statusOptions} onClose={list.closeEdit} />}
    >
      <PostTable {...list.table(posts)} statusOptions={statusOptions} />
    </ListPage>
  );
}
