import { DICT_TYPES, type RoleCreate, type RoleUpdate, roleCreate, type TreeSelect } from '@zj/contract';
import { Col, Form, Input, Modal, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf, zodRule } from '@/shared/form/zod-rule.ts';
import { useMenuTitle } from '@/shared/i18n/menu-title.ts';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { NumberItem } from '@/shared/ui/list/number-item.tsx';
import { type TargetDialogProps, useTargetModal } from '../../common/use-target-modal.ts';
import { getRole } from '../api/get-roles.ts';
import { getMenuTree, getRoleMenuTree } from '../api/get-trees.ts';
import { saveRole } from '../api/save-role.ts';
import { PermissionTree } from './permission-tree.tsx';
import { idsToSubmit, initialChecked } from './tree-check.ts';

export type RoleDialogTarget = { mode: 'add' } | { mode: 'edit'; roleId: number };

interface FormValues {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: '0' | '1';
  remark?: string;
}

/** The body of API.roles.add / API.roles.edit. */
export function toRoleBody(
  values: FormValues,
  menus: { tree: readonly TreeSelect[]; checked: readonly number[]; linked: boolean },
  roleId?: number,
): RoleCreate | RoleUpdate {
  const body: RoleCreate = {
    roleName: values.roleName.trim(),
    roleKey: values.roleKey.trim(),
    roleSort: values.roleSort,
    status: values.status,
    remark: values.remark ?? '',
    menuCheckStrictly: menus.linked,
    menuIds: idsToSubmit(menus.tree, menus.checked, menus.linked),
  };
  return roleId === undefined ? body : { ...body, roleId };
}

export function RoleFormDialog({ target, onClose, onSaved }: TargetDialogProps<RoleDialogTarget>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const dicts = useDict(DICT_TYPES.normalDisable);
  const titleOf = useMenuTitle();
  const [tree, setTree] = useState<TreeSelect[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);

  useEffect(() => {
    if (!target) return;
    let live = true;
    form.resetFields();
    setTree([]);
    setChecked([]);
    setLinked(true);
    void (async () => {
      if (target.mode === 'add') {
        const menus = await getMenuTree();
        if (!live) return;
        setTree(menus.data);
        form.setFieldsValue({ roleSort: 0, status: '0' });
      } else {
        const [role, menus] = await Promise.all([getRole(target.roleId), getRoleMenuTree(target.roleId)]);
        if (!live) return;
        const row = role.data;
        setTree(menus.menus);
        setLinked(row.menuCheckStrictly);
        setChecked(initialChecked(menus.menus, menus.checkedKeys, row.menuCheckStrictly));
        form.setFieldsValue({
          roleName: row.roleName,
          roleKey: row.roleKey,
          roleSort: row.roleSort,
          status: row.status === '1' ? '1' : '0',
          remark: row.remark ?? '',
        });
      }
    })().catch(() => {});
    return () => {
      live = false;
    };
  }, [target, form]);

  const modal = useTargetModal({
    target,
    form,
    prefix: 'role',
    titles: { add: 'adm.role.addTitle', edit: 'adm.role.editTitle' },
    save: (values) =>
      saveRole(toRoleBody(values, { tree, checked, linked }, target?.mode === 'edit' ? target.roleId : undefined)),
    onClose,
    onSaved,
  });
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  return (
    <Modal {...modal} width={560}>
      <Form form={form} labelCol={{ flex: '100px' }} data-testid="role-form">
        <Row>
          <Col span={24}>
            <Form.Item
              name="roleName"
              label={t('adm.role.name')}
              rules={[zodRule(roleCreate.shape.roleName, { required: required(t('adm.role.name')).message })]}
            >
              <Input
                data-testid="role-form-name"
                maxLength={maxLengthOf(roleCreate.shape.roleName)}
                placeholder={t('adm.input')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="roleKey"
              label={t('adm.role.key')}
              rules={[zodRule(roleCreate.shape.roleKey, { required: required(t('adm.role.key')).message })]}
            >
              <Input
                data-testid="role-form-key"
                maxLength={maxLengthOf(roleCreate.shape.roleKey)}
                placeholder={t('adm.input')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <NumberItem
              name="roleSort"
              label="adm.role.sort"
              schema={roleCreate.shape.roleSort}
              testId="role-form-sort"
            />
          </Col>
          <Col span={24}>
            <Form.Item name="status" label={t('common.status')}>
              <DictRadio options={dicts[DICT_TYPES.normalDisable]} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('adm.role.menus')}>
              <PermissionTree
                name="role-menu"
                tree={tree}
                checked={checked}
                onCheckedChange={setChecked}
                linked={linked}
                onLinkedChange={setLinked}
                labelOf={titleOf}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('common.remark')}>
              <Input.TextArea data-testid="role-form-remark" maxLength={500} placeholder={t('adm.input')} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
