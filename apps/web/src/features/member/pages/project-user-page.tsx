import { DICT_TYPES, PERMS, type ProjectUserRow } from '@zj/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { useProjectUsers } from '../api/get-project-users.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import { removeProjectUsers } from '../api/remove-project-users.ts';
import { setMemberRole } from '../api/set-member-role.ts';
import { setMemberType } from '../api/set-member-type.ts';
import { setProjectAdmin } from '../api/set-project-admin.ts';
import { useMemberChange } from '../api/use-member-change.ts';
import { AddMembersDialog } from '../components/add-members-dialog.tsx';
import { type MemberFilters, MemberSearchForm } from '../components/member-search-form.tsx';
import { type MemberActions, MemberTable } from '../components/member-table.tsx';
import '../member-texts.ts';

function ProjectMembers({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const userTypes = useDict(DICT_TYPES.projectUserType)[DICT_TYPES.projectUserType];
  const roles = useRoleOptions(projectId).data ?? [];
  const list = useListPage<MemberFilters>();
  const members = useProjectUsers(projectId, list.query);
  const rows = members.data?.rows ?? [];
  const [adding, setAdding] = useState(false);
  const role = useMemberChange(projectId, setMemberRole);
  const type = useMemberChange(projectId, setMemberType);
  const admin = useMemberChange(projectId, setProjectAdmin);
  const remove = useMemberChange(projectId, removeProjectUsers);

  const saved = () => feedback().success(t('common.editSuccess'));
  const actions: MemberActions = {
    onRole: (row, roleId) => role.mutate({ projectId, userId: row.userId, roleId }, { onSuccess: saved }),
    onType: (row, userType) => type.mutate({ projectId, userId: row.userId, userType }, { onSuccess: saved }),
    onAdmin: (row, on) =>
      admin.mutate({ projectId, userId: row.userId, isAdmin: on ? '1' : '0' }, { onSuccess: saved }),
    onRemove: (targets: ProjectUserRow[]) =>
      confirmThen(
        t('member.user.confirmRemove', { names: targets.map((row) => row.nickName || row.userName).join(',') }),
        async () => {
          await remove.mutateAsync({ projectId, userIds: targets.map((row) => row.userId) });
          list.setSelected([]);
        },
        t('member.user.removed'),
      ),
  };

  return (
    <ListPage
      bare
      testId="member-user-list"
      prefix="member-user"
      projectScoped
      testIds={{ delete: 'member-user-remove-selected' }}
      labels={{ delete: 'member.user.remove' }}
      perms={PERMS.business.projectUser}
      list={list}
      query={members}
      onAdd={() => setAdding(true)}
      onEdit={false}
      onDelete={() => actions.onRemove(rows.filter((row) => list.selected.includes(row.userId)))}
      search={<MemberSearchForm roles={roles} userTypes={userTypes} onSearch={list.search} onReset={list.reset} />}
      dialogs={
        <AddMembersDialog
          projectId={projectId}
          open={adding}
          roles={roles}
          userTypes={userTypes}
          onClose={() => setAdding(false)}
        />
      }
    >
      <MemberTable
        rows={rows}
        loading={members.isFetching}
        roles={roles}
        userTypes={userTypes}
        selected={list.selected}
        onSelect={list.setSelected}
        actions={actions}
      />
    </ListPage>
  );
}

/** 项目成员 (menu component business/member/user): the members of the current project. */
export default function ProjectUserPage() {
  return (
    <ProjectScope testId="member-user-page">
      {(projectId) => <ProjectMembers key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
