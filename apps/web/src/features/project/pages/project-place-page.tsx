import { UndoOutlined } from '@ant-design/icons';
import { DICT_TYPES, PERMS, type ProjectListRow } from '@zj/contract';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { useArchivedProjects } from '../api/get-archived-projects.ts';
import type { ProjectFilters } from '../api/get-projects.ts';
import { ProjectSearchForm } from '../components/project-search-form.tsx';
import { type ProjectColumnKey, ProjectTable } from '../components/project-table.tsx';
import { useProjectActions } from '../use-project-actions.ts';
import '../project-texts.ts';

const KEYS: ProjectColumnKey[] = ['projectName', 'projectCode', 'projectType', 'status', 'address', 'placeTime'];

/** 归档项目 (menu component business/project/place): archived projects and 取消归档. */
export default function ProjectPlacePage() {
  const { t } = useTranslation();
  const dicts = useDict(DICT_TYPES.projectStatus, DICT_TYPES.projectType);
  const list = useListPage<ProjectFilters>();
  const archived = useArchivedProjects(list.query);
  const actions = useProjectActions();

  const restore = (row: ProjectListRow) => (
    <PermLink
      perm={PERMS.business.project.place}
      projectId={row.projectId}
      icon={<UndoOutlined />}
      onClick={() => actions.askRestore(row)}
      testId={`place-restore-${row.projectId}`}
    >
      {t('proj.restore')}
    </PermLink>
  );

  return (
    <ListPage
      testId="place-page"
      prefix="place"
      perms={{}}
      list={list}
      query={archived}
      onAdd={false}
      onEdit={false}
      search={
        <ProjectSearchForm
          prefix="place"
          statusOptions={dicts[DICT_TYPES.projectStatus]}
          typeOptions={dicts[DICT_TYPES.projectType]}
          onSearch={list.search}
          onReset={list.reset}
        />
      }
    >
      <ProjectTable
        testId="place-table"
        rows={archived.data?.rows ?? []}
        loading={archived.isFetching}
        keys={KEYS}
        statusOptions={dicts[DICT_TYPES.projectStatus]}
        typeOptions={dicts[DICT_TYPES.projectType]}
        actions={restore}
        empty={<Empty description={t('proj.emptyArchived')} />}
      />
    </ListPage>
  );
}
