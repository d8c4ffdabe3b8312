import { formBody } from '@zj/contract';
import { AutoComplete, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/shared/form/zod-rule.ts';
import { useDeployedProcesses } from '../api/get-process-keys.ts';

/** 流程标识: the process a form starts, picked among the deployed ones or typed. */
export function ModelKeyItem({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const processes = useDeployedProcesses(enabled);
  return (
    <Form.Item
      name="modelKey"
      label={t('form.modelKey')}
      extra={t('form.modelKeyHint')}
      rules={[zodRule(formBody.shape.modelKey, { invalid: t('form.keyRule', { field: t('form.modelKey') }) })]}
    >
      <AutoComplete
        data-testid="form-model-key"
        allowClear
        maxLength={64}
        placeholder={t('common.enter', { field: t('form.modelKey') })}
        options={(processes.data ?? []).map((d) => ({
          value: d.definitionKey,
          label: `${d.name} (${d.definitionKey} v${d.version})`,
        }))}
        filterOption={(input, option) =>
          String(option?.label ?? '')
            .toLowerCase()
            .includes(input.toLowerCase())
        }
      />
    </Form.Item>
  );
}
