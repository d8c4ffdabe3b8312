import {
  DICT_TYPES,
  type ProjectRoleCreate,
  type ProjectRoleUpdate,
  projectRoleCreate,
  type TreeSelect,
} from '@zj/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@/shared/form/zod-rule.ts';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { NumberItem } from '@/shared/ui/list/number-item.tsx';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { targetId, useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { PermissionTree } from '@/shared/ui/permission-tree.tsx';
import { getProjectRole } from '../api/get-project-role.ts';
import { getRoleMenuTree } from '../api/get-role-menu-tree.ts';
import { useSaveProjectRole } from '../api/save-project-role.ts';
import { idsToSave, shownChecked } from './menu-tree-ids.ts';

export type RoleTarget = { mode: 'add' } | { mode: 'edit'; roleId: number };

interface Values {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: '0' | '1';
  remark?: string;
}
const EMPTY: Values = { roleName: '', roleKey: '', roleSort: 0, status: '0', remark: '' };

/** The body of a new or an edited project role. */
export function toRoleBody(
  projectId: number,
  values: Values,
  menuIds: number[],
  roleId?: number,
): ProjectRoleCreate | ProjectRoleUpdate {
  const body: ProjectRoleCreate = {
    projectId,
    roleName: values.roleName.trim(),
    roleKey: values.roleKey.trim(),
    roleSort: values.roleSort,
    status: values.status,
    remark: values.remark ?? '',
    menuIds,
  };
  return roleId === undefined ? body : { ...body, roleId };
}

/** 添加项目角色 / 修改项目角色 with the role's menus. */
export function RoleFormDialog({
  projectId,
  target,
  onClose,
}: {
  projectId: number;
  target: RoleTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const statuses = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  const [tree, setTree] = useState<TreeSelect[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  const showMenus = (menus: Awaited<ReturnType<typeof getRoleMenuTree>>) => {
    setTree(menus.menus);
    setChecked(shownChecked(menus.menus, menus.checkedKeys));
  };
  const reset = () => {
    setTree([]);
    setChecked([]);
  };
  const { form, modal } = useFormDialog({
    id: targetId(target, (edit) => edit.roleId),
    prefix: 'member-role',
    titles: { add: 'member.role.addTitle', edit: 'member.role.editTitle' },
    defaults: EMPTY,
    loadNew: async () => {
      reset();
      showMenus(await getRoleMenuTree(0));
      return {};
    },
    load: (roleId: number) => {
      reset();
      return Promise.all([getRoleMenuTree(roleId), getProjectRole(roleId)]);
    },
    toValues: ([menus, role]): Partial<Values> => {
      showMenus(menus);
      return {
        roleName: role.roleName,
        roleKey: role.roleKey,
        roleSort: role.roleSort,
        status: role.status === '1' ? '1' : '0',
        remark: role.remark ?? '',
      };
    },
    save: useSaveProjectRole(projectId),
    toBody: (values: Values, roleId) => toRoleBody(projectId, values, idsToSave(tree, checked), roleId ?? undefined),
    onClose,
  });
  return (
    <Modal {...modal} width={560}>
      <Form form={form} labelCol={{ flex: '100px' }} data-testid="member-role-form" initialValues={EMPTY}>
        <TextItem
          name="roleName"
          label="member.role.name"
          schema={projectRoleCreate.shape.roleName}
          required
          testId="member-role-form-name"
        />
        <TextItem
          name="roleKey"
          label="member.role.key"
          schema={projectRoleCreate.shape.roleKey}
          required
          testId="member-role-form-key"
        />
        <NumberItem
          name="roleSort"
          label="member.role.sort"
          schema={projectRoleCreate.shape.roleSort}
          testId="member-role-form-sort"
        />
        <Form.Item name="status" label={t('common.status')}>
          <DictRadio options={statuses} />
        </Form.Item>
        <Form.Item label={t('member.role.menus')}>
          <PermissionTree name="member-role-form" tree={tree} checked={checked} onCheckedChange={setChecked} linked />
        </Form.Item>
        <Form.Item name="remark" label={t('common.remark')}>
          <Input.TextArea
            data-testid="member-role-form-remark"
            maxLength={maxLengthOf(projectRoleCreate.shape.remark)}
            placeholder={t('common.enter', { field: t('common.remark') })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
