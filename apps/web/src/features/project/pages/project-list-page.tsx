import { PlusOutlined } from '@ant-design/icons';
import { DICT_TYPES, PERMS, type ProjectListRow } from '@zj/contract';
import { Button, Card, Flex, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectAccess } from '@/shared/project/use-project-access.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useListParams } from '@/shared/ui/list/use-list-params.ts';
import { RightToolbar } from '@/shared/ui/right-toolbar.tsx';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import { useColumnSettings } from '@/shared/ui/use-column-settings.ts';
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
const hasFilter = (filters: ProjectFilters) =>
  Object.values(filters).some((value) => value !== undefined && value !== '');

/** 项目列表 (layout route /project): cards or a table of the caller's projects. */
export default function ProjectListPage() {
  const { t } = useTranslation();
  const dicts = useDict(DICT_TYPES.projectStatus, DICT_TYPES.projectType);
  const statusOptions = dicts[DICT_TYPES.projectStatus];
  const list = useListParams<ProjectFilters>({});
  const view = useViewMode();
  const { hasPermi } = useProjectAccess();
  const mayList = hasPermi(PERMS.business.project.list);
  const cards = useCardProjects(list.query, mayList && view.mode === 'card');
  const table = useProjects(list.query, mayList && view.mode === 'table');
  const current = view.mode === 'card' ? cards : table;
  const columns = useColumnSettings('business-project', TABLE_KEYS);
  const actions = useProjectActions();
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);

  const mayAdd = hasPermi(PERMS.business.project.add);
  const empty = (
    <ProjectsEmpty filtered={hasFilter(list.filters)} onAdd={mayAdd ? () => setEditing(null) : undefined} />
  );
  const rowActions = (row: ProjectListRow) => (
    <ProjectRowActions
      row={row}
      onEdit={() => setEditing(row.projectId)}
      onPlace={() => actions.askPlace(row)}
      onDelete={() => actions.askDelete(row)}
    />
  );
  const labels = Object.fromEntries(TABLE_KEYS.map((key) => [key, t(PROJECT_COLUMN_LABELS[key])]));
  if (!mayList) return <Result status="403" title={t('proj.noAccess')} data-testid="project-list-page" />;

  return (
    <Card variant="borderless" style={{ margin: 16 }} data-testid="project-list-page">
      {showSearch && (
        <ProjectSearchForm
          prefix="project"
          statusOptions={statusOptions}
          typeOptions={dicts[DICT_TYPES.projectType]}
          onSearch={list.search}
          onReset={list.reset}
        />
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Flex gap={8}>
          {mayAdd && (
            <Button
              type="primary"
              ghost
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              data-testid="project-add"
            >
              {t('proj.add')}
            </Button>
          )}
        </Flex>
        <Flex gap={8} align="center">
          <ViewToggle mode={view.mode} onChange={view.change} />
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void current.refetch()}
            columns={
              view.mode === 'table' ? { settings: columns.settings, labels, onChange: columns.update } : undefined
            }
          />
        </Flex>
      </Flex>
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
          keys={TABLE_KEYS.filter((key) => columns.isVisible(key))}
          statusOptions={statusOptions}
          typeOptions={dicts[DICT_TYPES.projectType]}
          onOpen={(row) => void actions.open(row)}
          actions={rowActions}
          empty={empty}
        />
      )}
      <TablePagination
        total={current.data?.total ?? 0}
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        onChange={list.changePage}
      />
      <ProjectFormDialog projectId={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
