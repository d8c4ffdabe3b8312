import { DICT_TYPES, PERMS } from '@zj/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { useDeleteProjectRole } from '../api/delete-project-role.ts';
import { useProjectRoles } from '../api/get-project-roles.ts';
import { RoleFormDialog, type RoleTarget } from '../components/role-form-dialog.tsx';
import { type RoleFilters, RoleSearchForm } from '../components/role-search-form.tsx';
import { RoleTable } from '../components/role-table.tsx';
import '../member-texts.ts';

function ProjectRoles({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const statuses = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  const list = useListPage<RoleFilters>();
  const roles = useProjectRoles({ projectId, ...list.query });
  const remove = useDeleteProjectRole(projectId);
  const [target, setTarget] = useState<RoleTarget | null>(null);
  return (
    <ListPage
      bare
      testId="member-role-list"
      prefix="member-role"
      projectScoped
      perms={PERMS.business.projectRole}
      list={list}
      query={roles}
      onAdd={() => setTarget({ mode: 'add' })}
      onEdit={false}
      search={<RoleSearchForm statuses={statuses} onSearch={list.search} onReset={list.reset} />}
      dialogs={<RoleFormDialog projectId={projectId} target={target} onClose={() => setTarget(null)} />}
    >
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
    </ListPage>
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
