import { DATA_SCOPES, type DataScope, type RoleRow, type TreeSelect } from '@zj/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRoleDeptTree } from '../api/get-trees.ts';
import { type DataScopeBody, saveDataScope } from '../api/save-data-scope.ts';
import { PermissionTree } from './permission-tree.tsx';
import { idsToSubmit, initialChecked } from './tree-check.ts';

const CUSTOM: DataScope = '2';

/** The body of API.roles.dataScope (departments only for the custom scope). */
export function toDataScopeBody(
  roleId: number,
  dataScope: DataScope,
  depts: { tree: readonly TreeSelect[]; checked: readonly number[]; linked: boolean },
): DataScopeBody {
  return {
    roleId,
    dataScope,
    deptCheckStrictly: depts.linked,
    deptIds: dataScope === CUSTOM ? idsToSubmit(depts.tree, depts.checked, depts.linked) : [],
  };
}

/** 分配数据权限: the scope and, for 自定数据权限, the departments. */
export function DataScopeDialog({
  role,
  onClose,
  onSaved,
}: {
  role: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<DataScope>('1');
  const [tree, setTree] = useState<TreeSelect[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role) return;
    let live = true;
    const strictly = role.deptCheckStrictly;
    setScope((DATA_SCOPES as readonly string[]).includes(role.dataScope) ? (role.dataScope as DataScope) : '1');
    setLinked(strictly);
    setTree([]);
    setChecked([]);
    getRoleDeptTree(role.roleId)
      .then((answer) => {
        if (!live) return;
        setTree(answer.depts);
        setChecked(initialChecked(answer.depts, answer.checkedKeys, strictly));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [role]);

  const submit = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await saveDataScope(toDataScopeBody(role.roleId, scope, { tree, checked, linked }));
      onSaved();
    } catch {
      // Told by the request client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={role !== null}
      title={t('adm.role.dataScopeTitle')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'data-scope-submit' }}
      width={560}
    >
      <Form labelCol={{ flex: '100px' }} data-testid="data-scope-form">
        <Form.Item label={t('adm.role.name')}>
          <Input disabled value={role?.roleName ?? ''} />
        </Form.Item>
        <Form.Item label={t('adm.role.key')}>
          <Input disabled value={role?.roleKey ?? ''} />
        </Form.Item>
        <Form.Item label={t('adm.role.scopeRange')}>
          <Select<DataScope>
            data-testid="data-scope-select"
            value={scope}
            onChange={setScope}
            options={DATA_SCOPES.map((value) => ({ value, label: t(`adm.role.scope.${value}`) }))}
          />
        </Form.Item>
        {scope === CUSTOM && (
          <Form.Item label={t('adm.role.dataScope')}>
            <PermissionTree
              name="data-scope-dept"
              tree={tree}
              checked={checked}
              onCheckedChange={setChecked}
              linked={linked}
              onLinkedChange={setLinked}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
