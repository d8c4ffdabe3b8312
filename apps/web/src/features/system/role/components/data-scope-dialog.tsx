import { DATA_SCOPES, type DataScope, type RoleRow, type TreeSelect } from '@zj/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { PermissionTree, useGrantedTree } from '@/shared/ui/permission-tree.tsx';
import { getRoleDeptTree } from '../api/get-trees.ts';
import { type DataScopeBody, saveDataScope } from '../api/save-data-scope.ts';
import { idsToSubmit } from './tree-check.ts';

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
  const depts = useGrantedTree();
  const { form, modal } = useFormDialog({
    id: role?.roleId,
    prefix: 'data-scope',
    submitTestId: 'data-scope-submit',
    titles: { shown: t('adm.role.dataScopeTitle') },
    load: (roleId: number) => {
      const strictly = role?.deptCheckStrictly ?? true;
      const dataScope = role?.dataScope ?? '1';
      setScope((DATA_SCOPES as readonly string[]).includes(dataScope) ? (dataScope as DataScope) : '1');
      depts.reset(strictly);
      return getRoleDeptTree(roleId).then((answer) => ({ answer, strictly }));
    },
    toValues: ({ answer, strictly }) => {
      depts.show(answer.depts, answer.checkedKeys, strictly);
      return {};
    },
    save: saveDataScope,
    toBody: (_values: object, roleId) => toDataScopeBody(roleId ?? 0, scope, depts.value),
    onClose,
    onSaved,
  });
  return (
    <Modal {...modal} width={560}>
      <Form form={form} labelCol={{ flex: '100px' }} data-testid="data-scope-form">
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
            <PermissionTree name="data-scope-dept" {...depts.props} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
