import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelEnv } from '../panel-env.ts';
import {
  type ConditionForm,
  conditionFormOf,
  type FlowType,
  flowTypeOf,
  setCondition,
  setFlowType,
} from '../rules/condition.ts';
import { conditionFieldsOf } from '../rules/condition-builder.ts';
import { ConditionBuilder } from './condition-builder.tsx';

const FLOW_TYPES: FlowType[] = ['normal', 'default', 'condition'];

/** 流转条件: flow type (normal / default / condition) and the condition (expression or script). */
export function ConditionTab({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const { element } = env;
  const type = flowTypeOf(element);
  const stored = conditionFormOf(element, env.prefix);
  const [form, setForm] = useState<ConditionForm>(stored);
  const storedKey = JSON.stringify(stored);
  // follow the model (undo, another tab)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised form stands for it
  useEffect(() => setForm(stored), [storedKey]);
  const commit = (next: ConditionForm) => {
    setForm(next);
    if (JSON.stringify(next) !== storedKey) setCondition(env, element, next);
  };
  const edit = (change: Partial<ConditionForm>) => setForm((current) => ({ ...current, ...change }));
  const fields = conditionFieldsOf(element);
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={t('panel.flow.type')}>
        <Select
          value={type}
          onChange={(next) => setFlowType(env, element, next)}
          options={FLOW_TYPES.map((value) => ({ value, label: t(`panel.flow.${value}`) }))}
          data-testid="panel-flow-type"
          aria-label={t('panel.flow.type')}
        />
      </Form.Item>
      {type === 'condition' && (
        <>
          <Form.Item label={t('panel.flow.conditionType')}>
            <Select
              value={form.conditionType}
              onChange={(conditionType) => commit({ ...form, conditionType })}
              options={[
                { value: 'expression', label: t('panel.flow.expression') },
                { value: 'script', label: t('panel.flow.script') },
              ]}
              data-testid="panel-condition-type"
            />
          </Form.Item>
          {form.conditionType === 'script' && (
            <>
              <Form.Item label={t('panel.flow.language')}>
                <Input
                  value={form.language}
                  onChange={(event) => edit({ language: event.target.value })}
                  onBlur={() => commit(form)}
                  data-testid="panel-condition-language"
                />
              </Form.Item>
              <Form.Item label={t('panel.task.scriptType')}>
                <Select
                  value={form.scriptType}
                  onChange={(scriptType) => commit({ ...form, scriptType })}
                  options={[
                    { value: 'inlineScript', label: t('panel.task.inline') },
                    { value: 'externalScript', label: t('panel.task.external') },
                  ]}
                  data-testid="panel-condition-script-type"
                />
              </Form.Item>
            </>
          )}
          {form.conditionType === 'script' && form.scriptType === 'externalScript' ? (
            <Form.Item label={t('panel.task.resource')}>
              <Input
                value={form.resource}
                onChange={(event) => edit({ resource: event.target.value })}
                onBlur={() => commit(form)}
                data-testid="panel-condition-resource"
              />
            </Form.Item>
          ) : (
            <>
              {form.conditionType === 'expression' && fields.length > 0 && (
                <Form.Item label={t('panel.flow.builder')}>
                  <ConditionBuilder
                    key={element.id}
                    fields={fields}
                    body={form.body}
                    onBuild={(body) => commit({ ...form, body })}
                  />
                </Form.Item>
              )}
              <Form.Item label={t(form.conditionType === 'script' ? 'panel.task.script' : 'panel.flow.expression')}>
                <Input.TextArea
                  autoSize={{ minRows: 2 }}
                  value={form.body}
                  onChange={(event) => edit({ body: event.target.value })}
                  onBlur={() => commit(form)}
                  data-testid="panel-condition-body"
                />
              </Form.Item>
            </>
          )}
        </>
      )}
    </Form>
  );
}
