import { type DeptCreate, type DeptRow, type DeptUpdate, DICT_TYPES, deptCreate } from '@zj/contract';
import { Col, Form, Input, InputNumber, Modal, Row, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf, zodRule } from '@/shared/form/zod-rule.ts';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { type TargetDialogProps, useTargetModal } from '../../common/use-target-modal.ts';
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
  const [form] = Form.useForm<FormValues>();
  const dicts = useDict(DICT_TYPES.normalDisable);
  const [options, setOptions] = useState<DeptOption[]>([]);
  const [editing, setEditing] = useState<DeptRow | null>(null);

  useEffect(() => {
    if (!target) return;
    let live = true;
    form.resetFields();
    setEditing(null);
    setOptions([]);
    void (async () => {
      if (target.mode === 'add') {
        const rows = (await getDepts()).data;
        if (!live) return;
        setOptions(toDeptOptions(toDeptTree(rows)));
        form.setFieldsValue({ parentId: target.parentId ?? rows[0]?.deptId, orderNum: 0, status: '0' });
      } else {
        const [dept, rows] = await Promise.all([getDept(target.deptId), getDeptsExcluding(target.deptId)]);
        if (!live) return;
        const row = dept.data;
        setEditing(row);
        const candidates = rows.data.length > 0 ? rows.data : row.parentId ? [{ ...row, deptId: row.parentId }] : [];
        setOptions(toDeptOptions(toDeptTree(candidates)));
        form.setFieldsValue({
          parentId: row.parentId,
          deptName: row.deptName,
          orderNum: row.orderNum,
          leader: row.leader ?? '',
          phone: row.phone ?? '',
          email: row.email ?? '',
          status: row.status === '1' ? '1' : '0',
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
    prefix: 'dept',
    titles: { add: 'adm.dept.addTitle', edit: 'adm.dept.editTitle' },
    save: (values) => saveDept(toDeptBody(values, target?.mode === 'edit' ? target.deptId : undefined)),
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
            <Form.Item
              name="deptName"
              label={t('adm.dept.name')}
              rules={[zodRule(deptField.deptName, { required: required(t('adm.dept.name')).message })]}
            >
              <Input
                data-testid="dept-form-name"
                maxLength={maxLengthOf(deptField.deptName)}
                placeholder={t('adm.input')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNum" label={t('adm.orderNum')} rules={[required(t('adm.orderNum'))]}>
              <InputNumber data-testid="dept-form-order" min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="leader" label={t('adm.dept.leader')}>
              <Input
                data-testid="dept-form-leader"
                maxLength={maxLengthOf(deptField.leader)}
                placeholder={t('adm.input')}
              />
            </Form.Item>
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
            <Form.Item
              name="email"
              label={t('adm.dept.email')}
              rules={[zodRule(deptField.email, { invalid: t('adm.emailInvalid') })]}
            >
              <Input
                data-testid="dept-form-email"
                maxLength={maxLengthOf(deptField.email)}
                placeholder={t('adm.input')}
              />
            </Form.Item>
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
