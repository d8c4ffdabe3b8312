import {
  DICT_TYPES,
  type ProjectRoleCreate,
  type ProjectRoleUpdate,
  projectRoleCreate,
  type TreeSelect,
} from '@zj/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { maxLengthOf, zodRule } from '@/shared/form/zod-rule.ts';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { NumberItem } from '@/shared/ui/list/number-item.tsx';
import { getProjectRole } from '../api/get-project-role.ts';
import { getRoleMenuTree } from '../api/get-role-menu-tree.ts';
import { useSaveProjectRole } from '../api/save-project-role.ts';
import { idsToSave, shownChecked } from './menu-tree-ids.ts';
import { RoleMenuTree } from './role-menu-tree.tsx';

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
  const [form] = Form.useForm<Values>();
  const statuses = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  const save = useSaveProjectRole(projectId);
  const [tree, setTree] = useState<TreeSelect[]>([]);
  const [checked, setChecked] = useState<number[]>([]);

  useEffect(() => {
    if (!target) return;
    let live = true;
    form.resetFields();
    form.setFieldsValue(EMPTY);
    setTree([]);
    setChecked([]);
    const roleId = target.mode === 'edit' ? target.roleId : 0;
    void Promise.all([getRoleMenuTree(roleId), roleId ? getProjectRole(roleId) : null])
      .then(([menus, role]) => {
        if (!live) return;
        setTree(menus.menus);
        setChecked(shownChecked(menus.menus, menus.checkedKeys));
        if (role) {
          form.setFieldsValue({
            roleName: role.roleName,
            roleKey: role.roleKey,
            roleSort: role.roleSort,
            status: role.status === '1' ? '1' : '0',
            remark: role.remark ?? '',
          });
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [target, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !target) return;
    const roleId = target.mode === 'edit' ? target.roleId : undefined;
    try {
      await save.mutateAsync(toRoleBody(projectId, values, idsToSave(tree, checked), roleId));
      feedback().success(t(roleId ? 'common.editSuccess' : 'common.addSuccess'));
      onClose();
    } catch {
      // Told by the request client.
    }
  };
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  return (
    <Modal
      open={target !== null}
      title={t(target?.mode === 'edit' ? 'member.role.editTitle' : 'member.role.addTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      okButtonProps={{ 'data-testid': 'member-role-form-submit' } as never}
      width={560}
      forceRender
    >
      <Form form={form} labelCol={{ flex: '100px' }} data-testid="member-role-form" initialValues={EMPTY}>
        <Form.Item
          name="roleName"
          label={t('member.role.name')}
          rules={[zodRule(projectRoleCreate.shape.roleName, { required: required(t('member.role.name')).message })]}
        >
          <Input
            data-testid="member-role-form-name"
            maxLength={maxLengthOf(projectRoleCreate.shape.roleName)}
            placeholder={t('common.enter', { field: t('member.role.name') })}
          />
        </Form.Item>
        <Form.Item
          name="roleKey"
          label={t('member.role.key')}
          rules={[zodRule(projectRoleCreate.shape.roleKey, { required: required(t('member.role.key')).message })]}
        >
          <Input
            data-testid="member-role-form-key"
            maxLength={maxLengthOf(projectRoleCreate.shape.roleKey)}
            placeholder={t('common.enter', { field: t('member.role.key') })}
          />
        </Form.Item>
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
          <RoleMenuTree tree={tree} checked={checked} onChange={setChecked} />
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
