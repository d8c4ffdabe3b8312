import { type DeptCreate, type DeptRow, type DeptUpdate, DICT_TYPES, deptCreate } from '@zj/contract';
import { Col, Form, Input, InputNumber, Modal, Row, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/shared/form/zod-rule.ts';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { dialogId, type TargetDialogProps } from '../../common/use-dialog-target.ts';
import { getDepts, getDeptsExcluding } from '../api/get-depts.ts';
import { getDept, saveDept } from '../api/save-dept.ts';
import { type DeptOption, toDeptOptions, toDeptTree } from './dept-tree.ts';

/** What opens the dialog: a new department (optionally under a parent) or an existing one. */
export type DeptDialogTarget = { mode: 'add'; parentId?: number } | { mode: 'edit'; deptId: number };

interface FormValues {
  parentId?: number;
  deptName: string;
  orderNum: number;
  leader?: string;
  phone?: string;
  email?: string;
  status: '0' | '1';
}

/** The contract's schema of each field. */
const deptField = deptCreate.shape;

/** Form values → the request body (empty texts sent as ''). */
export function toDeptBody(values: FormValues, deptId?: number): DeptCreate | DeptUpdate {
  const body: DeptCreate = {
    parentId: values.parentId ?? 0,
    deptName: values.deptName.trim(),
    orderNum: values.orderNum,
    leader: values.leader?.trim() ?? '',
    phone: values.phone?.trim() ?? '',
    email: values.email?.trim() ?? '',
    status: values.status,
  };
  return deptId === undefined ? body : { ...body, deptId };
}

export function DeptFormDialog({ target, onClose, onSaved }: TargetDialogProps<DeptDialogTarget>) {
  const { t } = useTranslation();
  const dicts = useDict(DICT_TYPES.normalDisable);
  const [options, setOptions] = useState<DeptOption[]>([]);
  const [editing, setEditing] = useState<DeptRow | null>(null);
  const { form, modal } = useFormDialog({
    id: dialogId(target, (edit) => edit.deptId),
    prefix: 'dept',
    titles: { add: 'adm.dept.addTitle', edit: 'adm.dept.editTitle' },
    loadNew: async (): Promise<Partial<FormValues>> => {
      setEditing(null);
      setOptions([]);
      const rows = (await getDepts()).data;
      setOptions(toDeptOptions(toDeptTree(rows)));
      return {
        parentId: (target?.mode === 'add' ? target.parentId : undefined) ?? rows[0]?.deptId,
        orderNum: 0,
        status: '0',
      };
    },
    load: (deptId: number) => {
      setEditing(null);
      setOptions([]);
      return Promise.all([getDept(deptId), getDeptsExcluding(deptId)]);
    },
    toValues: ([dept, rows]): Partial<FormValues> => {
      const row = dept.data;
      setEditing(row);
      const candidates = rows.data.length > 0 ? rows.data : row.parentId ? [{ ...row, deptId: row.parentId }] : [];
      setOptions(toDeptOptions(toDeptTree(candidates)));
      return {
        parentId: row.parentId,
        deptName: row.deptName,
        orderNum: row.orderNum,
        leader: row.leader ?? '',
        phone: row.phone ?? '',
        email: row.email ?? '',
        status: row.status === '1' ? '1' : '0',
      };
    },
    save: saveDept,
    toBody: (values: FormValues, deptId) => toDeptBody(values, deptId ?? undefined),
    onClose,
    onSaved,
  });

  const isRoot = editing !== null && editing.parentId === 0;
  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });
  return (
    <Modal {...modal} width={600} destroyOnHidden>
      <Form form={form} labelCol={{ flex: '100px' }} data-testid="dept-form">
        <Row>
          {!isRoot && (
            <Col span={24}>
              <Form.Item name="parentId" label={t('adm.dept.parent')} rules={[required(t('adm.dept.parent'))]}>
                <TreeSelect
                  data-testid="dept-form-parent"
                  treeData={options}
                  treeDefaultExpandAll
                  showSearch
                  treeNodeFilterProp="title"
                  placeholder={t('adm.select')}
                />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <TextItem
              name="deptName"
              label="adm.dept.name"
              schema={deptField.deptName}
              required
              placeholder="adm.input"
              testId="dept-form-name"
            />
          </Col>
          <Col span={12}>
            <Form.Item name="orderNum" label={t('adm.orderNum')} rules={[required(t('adm.orderNum'))]}>
              <InputNumber data-testid="dept-form-order" min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <TextItem
              name="leader"
              label="adm.dept.leader"
              schema={deptField.leader}
              placeholder="adm.input"
              testId="dept-form-leader"
            />
          </Col>
          <Col span={12}>
            <Form.Item
              name="phone"
              label={t('adm.dept.phone')}
              rules={[zodRule(deptField.phone, { invalid: t('adm.phoneInvalid') })]}
            >
              <Input data-testid="dept-form-phone" maxLength={11} placeholder={t('adm.input')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <TextItem
              name="email"
              label="adm.dept.email"
              schema={deptField.email}
              invalid={t('adm.emailInvalid')}
              placeholder="adm.input"
              testId="dept-form-email"
            />
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('common.status')}>
              <DictRadio options={dicts[DICT_TYPES.normalDisable]} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
