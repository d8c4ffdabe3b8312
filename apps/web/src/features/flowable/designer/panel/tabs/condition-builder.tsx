import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BuiltCondition,
  buildCondition,
  OPERATORS,
  type Operator,
  parseCondition,
} from '../rules/condition-builder.ts';
import type { FormFieldForm } from '../rules/form.ts';

/**
 * Field, comparison and value → `${approve == 1}` written into the condition; the expression's
 * text box below stays for anything else.
 */
export function ConditionBuilder({
  fields,
  body,
  onBuild,
}: {
  fields: FormFieldForm[];
  body: string;
  onBuild: (expression: string) => void;
}) {
  const { t } = useTranslation();
  const [built, setBuilt] = useState<BuiltCondition>(
    () => parseCondition(body) ?? { field: fields[0]?.id ?? '', operator: '==', value: '' },
  );
  const field = fields.find((candidate) => candidate.id === built.field);
  const expression = buildCondition(built, field?.type);
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="panel-condition-builder">
      <Space.Compact style={{ width: '100%' }}>
        <Select
          style={{ width: '40%' }}
          value={built.field || undefined}
          onChange={(next: string) => setBuilt({ ...built, field: next, value: '' })}
          options={fields.map((candidate) => ({ value: candidate.id, label: candidate.label || candidate.id }))}
          aria-label={t('panel.flow.builderField')}
          placeholder={t('panel.flow.builderField')}
          data-testid="panel-builder-field"
        />
        <Select
          style={{ width: '22%' }}
          value={built.operator}
          onChange={(operator: Operator) => setBuilt({ ...built, operator })}
          options={OPERATORS.map((operator) => ({ value: operator, label: operator }))}
          aria-label={t('panel.flow.builderOperator')}
          data-testid="panel-builder-operator"
        />
        {field && field.values.length > 0 ? (
          <Select
            style={{ width: '38%' }}
            value={built.value || undefined}
            onChange={(value: string) => setBuilt({ ...built, value })}
            options={field.values.map((value) => ({ value: value.id, label: value.name || value.id }))}
            aria-label={t('panel.flow.builderValue')}
            placeholder={t('panel.flow.builderValue')}
            data-testid="panel-builder-value"
          />
        ) : (
          <Input
            style={{ width: '38%' }}
            value={built.value}
            onChange={(event) => setBuilt({ ...built, value: event.target.value })}
            aria-label={t('panel.flow.builderValue')}
            placeholder={t('panel.flow.builderValue')}
            data-testid="panel-builder-value"
          />
        )}
      </Space.Compact>
      <Button
        size="small"
        disabled={expression === null}
        onClick={() => expression && onBuild(expression)}
        data-testid="panel-builder-apply"
      >
        {t('panel.flow.builderApply')}
      </Button>
    </Space>
  );
}
