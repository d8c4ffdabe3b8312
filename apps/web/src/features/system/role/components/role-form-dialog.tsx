import { DICT_TYPES, type RoleCreate, type RoleUpdate, roleCreate, type TreeSelect } from '@zj/contract';
import { Col, Form, Input, Modal, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '@/shared/i18n/menu-title.ts';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { NumberItem } from '@/shared/ui/list/number-item.tsx';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { PermissionTree, useGrantedTree } from '@/shared/ui/permission-tree.tsx';
import { dialogId, type TargetDialogProps } from '../../common/use-dialog-target.ts';
import { getRole } from '../api/get-roles.ts';
import { getMenuTree, getRoleMenuTree } from '../api/get-trees.ts';
import { saveRole } from '../api/save-role.ts';
import { idsToSubmit } from './tree-check.ts';

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
  const dicts = useDict(DICT_TYPES.normalDisable);
  const titleOf = useMenuTitle();
  const menus = useGrantedTree();
  const { form, modal } = useFormDialog({
    id: dialogId(target, (edit) => edit.roleId),
    prefix: 'role',
    titles: { add: 'adm.role.addTitle', edit: 'adm.role.editTitle' },
    loadNew: async (): Promise<Partial<FormValues>> => {
      menus.reset();
      menus.show((await getMenuTree()).data);
      return { roleSort: 0, status: '0' };
    },
    load: (roleId: number) => {
      menus.reset();
      return Promise.all([getRole(roleId), getRoleMenuTree(roleId)]);
    },
    toValues: ([role, granted]): Partial<FormValues> => {
      const row = role.data;
      menus.show(granted.menus, granted.checkedKeys, row.menuCheckStrictly);
      return {
        roleName: row.roleName,
        roleKey: row.roleKey,
        roleSort: row.roleSort,
        status: row.status === '1' ? '1' : '0',
        remark: row.remark ?? '',
      };
    },
    save: saveRole,
    toBody: (values: FormValues, roleId) => toRoleBody(values, menus.value, roleId ?? undefined),
    onClose,
    onSaved,
  });
  return (
    <Modal {...modal} width={560}>
      <Form form={form} labelCol={{ flex: '100px' }} data-testid="role-form">
        <Row>
          <Col span={24}>
            <TextItem
              name="roleName"
              label="adm.role.name"
              schema={roleCreate.shape.roleName}
              required
              placeholder="adm.input"
              testId="role-form-name"
            />
          </Col>
          <Col span={24}>
            <TextItem
              name="roleKey"
              label="adm.role.key"
              schema={roleCreate.shape.roleKey}
              required
              placeholder="adm.input"
              testId="role-form-key"
            />
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
              <PermissionTree name="role-menu" {...menus.props} labelOf={titleOf} />
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
