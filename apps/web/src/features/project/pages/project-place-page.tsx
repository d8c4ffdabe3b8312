import { UndoOutlined } from '@ant-design/icons';
import { DICT_TYPES, PERMS, type ProjectListRow } from '@zj/contract';
import { Button, Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectAccess } from '@/shared/project/use-project-access.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useListParams } from '@/shared/ui/list/use-list-params.ts';
import { RightToolbar } from '@/shared/ui/right-toolbar.tsx';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
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
  const list = useListParams<ProjectFilters>({});
  const archived = useArchivedProjects(list.query);
  const actions = useProjectActions();
  const { inProject } = useProjectAccess();
  const [showSearch, setShowSearch] = useState(true);

  const restore = (row: ProjectListRow) =>
    inProject(row.projectId, PERMS.business.project.place) && (
      <Button
        type="link"
        size="small"
        icon={<UndoOutlined />}
        onClick={() => actions.askRestore(row)}
        data-testid={`place-restore-${row.projectId}`}
      >
        {t('proj.restore')}
      </Button>
    );

  return (
    <Card variant="borderless" style={{ margin: 16 }} data-testid="place-page">
      {showSearch && (
        <ProjectSearchForm
          prefix="place"
          statusOptions={dicts[DICT_TYPES.projectStatus]}
          typeOptions={dicts[DICT_TYPES.projectType]}
          onSearch={list.search}
          onReset={list.reset}
        />
      )}
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={setShowSearch}
          onRefresh={() => void archived.refetch()}
        />
      </Flex>
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
      <TablePagination
        total={archived.data?.total ?? 0}
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        onChange={list.changePage}
      />
    </Card>
  );
}
