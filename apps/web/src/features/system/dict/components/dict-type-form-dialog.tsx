import { type DictTypeBody, dictTypeBody } from '@zj/contract';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { getDictType } from '../api/get-dict-type.ts';
import { useSaveDictType } from '../api/save-dict-type.ts';

const EMPTY: DictTypeBody = { dictName: '', dictType: '', status: '0', remark: '' };

/** 添加字典类型 / 修改字典类型. `dictId` undefined: closed; null: new. */
export function DictTypeFormDialog({
  dictId,
  statusOptions,
  onClose,
}: {
  dictId: number | null | undefined;
  statusOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useFormDialog({
    id: dictId,
    prefix: 'dict',
    titles: { add: 'sys.dict.addTitle', edit: 'sys.dict.editTitle' },
    load: getDictType,
    toValues: (row): DictTypeBody => ({
      dictName: row.dictName,
      dictType: row.dictType,
      status: row.status === '1' ? '1' : '0',
      remark: row.remark ?? '',
    }),
    save: useSaveDictType(),
    toBody: (values: DictTypeBody, id) => (id ? { ...values, dictId: id } : values),
    onClose,
  });
  return (
    <Modal {...dialog.modal} width={500}>
      <Form form={dialog.form} name="dict-form" labelCol={{ span: 5 }} initialValues={EMPTY} data-testid="dict-form">
        <TextItem name="dictName" label="sys.dict.name" schema={dictTypeBody.shape.dictName} />
        <TextItem
          name="dictType"
          label="sys.dict.type"
          schema={dictTypeBody.shape.dictType}
          invalid={t('sys.dict.typeRule')}
        />
        <Form.Item name="status" label={t('common.status')}>
          <DictRadio options={statusOptions} />
        </Form.Item>
        <TextItem name="remark" label="common.remark" schema={dictTypeBody.shape.remark} rows={3} />
      </Form>
    </Modal>
  );
}
