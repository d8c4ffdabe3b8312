import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DICT_TYPES, PERMS, type ProjectUserRow } from '@zj/contract';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectPermission } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useListParams } from '@/shared/ui/list/use-list-params.ts';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
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
  const list = useListParams<MemberFilters>({});
  const members = useProjectUsers(projectId, list.query);
  const rows = members.data?.rows ?? [];
  const [selected, setSelected] = useState<number[]>([]);
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
          setSelected([]);
        },
        t('member.user.removed'),
      ),
  };

  return (
    <>
      <MemberSearchForm roles={roles} userTypes={userTypes} onSearch={list.search} />
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <ProjectPermission perms={[PERMS.business.projectUser.add]}>
          <Button
            type="primary"
            ghost
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="member-user-add"
          >
            {t('common.add')}
          </Button>
        </ProjectPermission>
        <ProjectPermission perms={[PERMS.business.projectUser.remove]}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selected.length === 0}
            onClick={() => actions.onRemove(rows.filter((row) => selected.includes(row.userId)))}
            data-testid="member-user-remove-selected"
          >
            {t('member.user.remove')}
          </Button>
        </ProjectPermission>
      </Flex>
      <MemberTable
        rows={rows}
        loading={members.isFetching}
        roles={roles}
        userTypes={userTypes}
        selected={selected}
        onSelect={setSelected}
        actions={actions}
      />
      <TablePagination
        total={members.data?.total ?? 0}
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        onChange={list.changePage}
      />
      <AddMembersDialog
        projectId={projectId}
        open={adding}
        roles={roles}
        userTypes={userTypes}
        onClose={() => setAdding(false)}
      />
    </>
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
