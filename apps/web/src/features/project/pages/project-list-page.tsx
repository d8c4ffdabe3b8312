import { DICT_TYPES, PERMS, type ProjectListRow } from '@zj/contract';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProjectAccess } from '@/shared/project/use-project-access.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { useCardProjects } from '../api/get-card-projects.ts';
import { type ProjectFilters, useProjects } from '../api/get-projects.ts';
import { ProjectCards } from '../components/project-cards.tsx';
import { ProjectFormDialog } from '../components/project-form-dialog.tsx';
import { ProjectRowActions } from '../components/project-row-actions.tsx';
import { ProjectSearchForm } from '../components/project-search-form.tsx';
import { PROJECT_COLUMN_LABELS, type ProjectColumnKey, ProjectTable } from '../components/project-table.tsx';
import { ProjectsEmpty } from '../components/projects-empty.tsx';
import { ViewToggle } from '../components/view-toggle.tsx';
import { useProjectActions } from '../use-project-actions.ts';
import { useViewMode } from '../view-mode.ts';
import '../project-texts.ts';

const TABLE_KEYS: ProjectColumnKey[] = [
  'projectName',
  'projectCode',
  'projectType',
  'status',
  'address',
  'memberCount',
  'startDate',
  'plannedEndDate',
  'createTime',
];
/** The columns of the table view's visibility setting, in order, with their text keys. */
const TABLE_LABELS = Object.fromEntries(TABLE_KEYS.map((key) => [key, PROJECT_COLUMN_LABELS[key]]));
const hasFilter = (filters: ProjectFilters) =>
  Object.values(filters).some((value) => value !== undefined && value !== '');

/** 项目列表 (layout route /project): cards or a table of the caller's projects. */
export default function ProjectListPage() {
  const { t } = useTranslation();
  const dicts = useDict(DICT_TYPES.projectStatus, DICT_TYPES.projectType);
  const statusOptions = dicts[DICT_TYPES.projectStatus];
  const list = useListPage<ProjectFilters>({ columns: { storageKey: 'business-project', labels: TABLE_LABELS } });
  const view = useViewMode();
  const { hasPermi } = useProjectAccess();
  const mayList = hasPermi(PERMS.business.project.list);
  const cards = useCardProjects(list.query, mayList && view.mode === 'card');
  const table = useProjects(list.query, mayList && view.mode === 'table');
  const current = view.mode === 'card' ? cards : table;
  const actions = useProjectActions();

  const mayAdd = hasPermi(PERMS.business.project.add);
  const empty = <ProjectsEmpty filtered={hasFilter(list.filters)} onAdd={mayAdd ? () => list.edit(null) : undefined} />;
  const rowActions = (row: ProjectListRow) => (
    <ProjectRowActions
      row={row}
      onEdit={() => list.edit(row.projectId)}
      onPlace={() => actions.askPlace(row)}
      onDelete={() => actions.askDelete(row)}
    />
  );
  if (!mayList) return <Result status="403" title={t('proj.noAccess')} data-testid="project-list-page" />;

  return (
    <ListPage
      testId="project-list-page"
      prefix="project"
      labels={{ add: 'proj.add' }}
      perms={{ add: PERMS.business.project.add }}
      // Column settings belong to the table view only.
      list={view.mode === 'table' ? list : { ...list, columns: undefined }}
      query={current}
      onEdit={false}
      toolbarExtra={<ViewToggle mode={view.mode} onChange={view.change} />}
      search={
        <ProjectSearchForm
          prefix="project"
          statusOptions={statusOptions}
          typeOptions={dicts[DICT_TYPES.projectType]}
          onSearch={list.search}
          onReset={list.reset}
        />
      }
      dialogs={<ProjectFormDialog projectId={list.editing} onClose={list.closeEdit} />}
    >
      {view.mode === 'card' ? (
        <ProjectCards
          rows={cards.data?.rows ?? []}
          loading={cards.isFetching}
          statusOptions={statusOptions}
          onOpen={(row) => void actions.open(row)}
          onStar={(row) => void actions.toggleStar(row)}
          actionsOf={rowActions}
          empty={empty}
        />
      ) : (
        <ProjectTable
          testId="project-table"
          rows={table.data?.rows ?? []}
          loading={table.isFetching}
          keys={TABLE_KEYS.filter((key) => list.isVisible(key))}
          statusOptions={statusOptions}
          typeOptions={dicts[DICT_TYPES.projectType]}
          onOpen={(row) => void actions.open(row)}
          actions={rowActions}
          empty={empty}
        />
      )}
    </ListPage>
  );
}
