import type { AddProjectUsersBody, PROJECT_USER_TYPES } from '@zj/contract';
import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { UserPicker } from '@/shared/users/user-picker.tsx';
import { addProjectUsers } from '../api/add-project-users.ts';
import { useMemberChange } from '../api/use-member-change.ts';

type UserType = (typeof PROJECT_USER_TYPES)[number];
interface Values {
  roleId?: number;
  userType: UserType;
}

/** 添加项目成员: chosen users join the project with a role and a unit type. */
export function AddMembersDialog({
  projectId,
  open,
  roles,
  userTypes,
  onClose,
}: {
  projectId: number;
  open: boolean;
  roles: readonly { label: string; value: number }[];
  userTypes: readonly DictOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [userIds, setUserIds] = useState<number[]>([]);
  const { form, modal } = useFormDialog({
    id: open ? null : undefined,
    prefix: 'member-user-add',
    submitTestId: 'member-user-add-submit',
    titles: { shown: t('member.user.addTitle') },
    check: () => {
      if (userIds.length === 0) feedback().error(t('member.user.pickUsers'));
      return userIds.length > 0;
    },
    toBody: (values: Values): AddProjectUsersBody => ({
      projectId,
      userIds,
      roleId: values.roleId ?? null,
      userType: values.userType,
    }),
    save: useMemberChange(projectId, addProjectUsers),
    onClose,
  });

  useEffect(() => {
    if (open) setUserIds([]);
  }, [open]);

  return (
    <Modal {...modal} forceRender={false} width={720} destroyOnHidden>
      <Form form={form} layout="inline" initialValues={{ userType: '0' }} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="roleId" label={t('member.user.role')}>
          <Select
            allowClear
            options={roles as { label: string; value: number }[]}
            placeholder={t('common.choose', { field: t('member.user.role') })}
            style={{ width: 200 }}
            data-testid="member-user-add-role"
          />
        </Form.Item>
        <Form.Item
          name="userType"
          label={t('member.user.userType')}
          rules={[{ required: true, message: t('common.required', { field: t('member.user.userType') }) }]}
        >
          <DictSelect
            allowClear={false}
            options={userTypes}
            style={{ width: 160 }}
            data-testid="member-user-add-type"
          />
        </Form.Item>
      </Form>
      <UserPicker inviteTo={projectId} open={open} selected={userIds} onChange={setUserIds} prefix="member-user" />
    </Modal>
  );
}
