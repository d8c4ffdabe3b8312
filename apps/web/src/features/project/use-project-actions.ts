import type { ProjectListRow } from '@zj/contract';
import { useNavigate } from 'react-router';
import { feedback } from '@/shared/api/feedback.ts';
import { i18n } from '@/shared/i18n/index.ts';
import { makeProjectCurrent } from '@/shared/project/make-project-current.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useChangeStar } from './api/change-star.ts';
import { useDeleteProject } from './api/delete-project.ts';
import { usePlaceProject } from './api/place-project.ts';
import './project-texts.ts';

type Row = Pick<ProjectListRow, 'projectId' | 'projectName'>;

/** Asks; a refusal (e.g. '存在子项目,不允许删除') has been shown by the request client and closes the dialog. */
const ask = (content: string, action: () => Promise<unknown>, done: string) =>
  confirmThen(content, action, i18n.t(done), { closeOnFailure: true });

/** What a project card or row can do: open it, star it, archive, restore or delete it (asked first). */
export function useProjectActions() {
  const navigate = useNavigate();
  const place = usePlaceProject();
  const remove = useDeleteProject();
  const star = useChangeStar();
  return {
    /** Makes the project the current one and opens its dashboard. */
    async open(row: Row) {
      try {
        await makeProjectCurrent(row);
      } finally {
        // A failed selection has been reported; the dashboard still opens (it can set the project).
        navigate(`/projectDashboard/${row.projectId}`);
      }
    },
    async toggleStar(row: Row & { star: boolean }) {
      await star.mutateAsync({ projectId: row.projectId, star: !row.star });
      feedback().success(i18n.t(row.star ? 'proj.unstarred' : 'proj.starred'));
    },
    askPlace: (row: Row) =>
      ask(
        i18n.t('proj.confirmPlace', { name: row.projectName }),
        () => place.mutateAsync({ projectId: row.projectId, isPlace: '1' }),
        'proj.placed',
      ),
    askRestore: (row: Row) =>
      ask(
        i18n.t('proj.confirmRestore', { name: row.projectName }),
        () => place.mutateAsync({ projectId: row.projectId, isPlace: '0' }),
        'proj.restored',
      ),
    askDelete: (row: Row) =>
      ask(
        i18n.t('proj.confirmDelete', { name: row.projectName }),
        () => remove.mutateAsync(row.projectId),
        'common.deleteSuccess',
      ),
  };
}
