import { PlusOutlined } from '@ant-design/icons';
import { DICT_TYPES, PERMS } from '@zj/contract';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectPermission } from '@/shared/access/access.tsx';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useListParams } from '@/shared/ui/list/use-list-params.ts';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import { useDeleteProjectRole } from '../api/delete-project-role.ts';
import { useProjectRoles } from '../api/get-project-roles.ts';
import { RoleFormDialog, type RoleTarget } from '../components/role-form-dialog.tsx';
import { type RoleFilters, RoleSearchForm } from '../components/role-search-form.tsx';
import { RoleTable } from '../components/role-table.tsx';
import '../member-texts.ts';

function ProjectRoles({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const statuses = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  const list = useListParams<RoleFilters>({});
  const roles = useProjectRoles({ projectId, ...list.query });
  const remove = useDeleteProjectRole(projectId);
  const [target, setTarget] = useState<RoleTarget | null>(null);
  return (
    <>
      <RoleSearchForm statuses={statuses} onSearch={list.search} />
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <ProjectPermission perms={[PERMS.business.projectRole.add]}>
          <Button
            type="primary"
            ghost
            icon={<PlusOutlined />}
            onClick={() => setTarget({ mode: 'add' })}
            data-testid="member-role-add"
          >
            {t('common.add')}
          </Button>
        </ProjectPermission>
      </Flex>
      <RoleTable
        rows={roles.data?.rows ?? []}
        loading={roles.isFetching}
        statuses={statuses}
        onEdit={(row) => setTarget({ mode: 'edit', roleId: row.roleId })}
        onDelete={(row) =>
          confirmThen(
            t('member.role.confirmDelete', { name: row.roleName }),
            () => remove.mutateAsync(row.roleId),
            t('common.deleteSuccess'),
          )
        }
      />
      <TablePagination
        total={roles.data?.total ?? 0}
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        onChange={list.changePage}
      />
      <RoleFormDialog projectId={projectId} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** 项目角色 (menu component business/member/role): the roles of the current project. */
export default function ProjectRolePage() {
  return (
    <ProjectScope testId="member-role-page">
      {(projectId) => <ProjectRoles key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
