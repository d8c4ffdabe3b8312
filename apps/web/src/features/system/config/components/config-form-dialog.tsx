import { type ConfigBody, configBody } from '@zj/contract';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { getConfig } from '../api/get-config.ts';
import { useSaveConfig } from '../api/save-config.ts';

const EMPTY: ConfigBody = { configName: '', configKey: '', configValue: '', configType: 'Y', remark: '' };

/** 添加参数 / 修改参数. `configId` undefined: closed; null: new. */
export function ConfigFormDialog({
  configId,
  yesNoOptions,
  onClose,
}: {
  configId: number | null | undefined;
  yesNoOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useFormDialog({
    id: configId,
    prefix: 'config',
    titles: { add: 'sys.config.addTitle', edit: 'sys.config.editTitle' },
    load: getConfig,
    toValues: (row): ConfigBody => ({
      configName: row.configName,
      configKey: row.configKey,
      configValue: row.configValue,
      configType: row.configType === 'N' ? 'N' : 'Y',
      remark: row.remark ?? '',
    }),
    save: useSaveConfig(),
    toBody: (values: ConfigBody, id) => (id ? { ...values, configId: id } : values),
    onClose,
  });
  return (
    <Modal {...dialog.modal} width={500}>
      <Form
        form={dialog.form}
        name="config-form"
        labelCol={{ span: 5 }}
        initialValues={EMPTY}
        data-testid="config-form"
      >
        <TextItem name="configName" label="sys.config.name" schema={configBody.shape.configName} />
        <TextItem name="configKey" label="sys.config.key" schema={configBody.shape.configKey} />
        <TextItem name="configValue" label="sys.config.value" schema={configBody.shape.configValue} rows={2} />
        <Form.Item name="configType" label={t('sys.config.type')}>
          <DictRadio options={yesNoOptions} />
        </Form.Item>
        <TextItem name="remark" label="common.remark" schema={configBody.shape.remark} rows={3} />
      </Form>
    </Modal>
  );
}
