import { AutoComplete, Button, Drawer, Flex, Form, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXECUTION_EVENTS,
  type FieldForm,
  LISTENER_TYPES,
  type ListenerForm,
  type ListenerKind,
  TASK_EVENTS,
  TIMER_TYPES,
  validateListener,
} from '../rules/listeners.ts';
import { FieldDialog } from './field-dialog.tsx';
import { SubTable } from './sub-table.tsx';

interface ListenerDrawerProps {
  kind: ListenerKind;
  /** The listener to edit (a new one has no index). */
  editing: { index?: number; value: ListenerForm } | null;
  handlers: readonly string[];
  onSave: (form: ListenerForm, index?: number) => void;
  onClose: () => void;
}

const NEW_FIELD: FieldForm = { name: '', fieldType: 'string', string: '', expression: '' };

/** The add / edit drawer of an execution or task listener, with its injected fields. */
export function ListenerDrawer({ kind, editing, handlers, onSave, onClose }: ListenerDrawerProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ListenerForm | null>(editing?.value ?? null);
  const [checked, setChecked] = useState(false);
  const [field, setField] = useState<{ index?: number; value: FieldForm } | null>(null);
  useEffect(() => {
    setForm(editing?.value ?? null);
    setChecked(false);
  }, [editing]);
  if (!form) return <Drawer open={false} />;
  const problems = checked ? validateListener(kind, form, handlers) : [];
  const problem = (name: keyof ListenerForm) => {
    const found = problems.find((item) => item.field === name);
    return found ? { validateStatus: 'error' as const, help: t(found.message) } : {};
  };
  const edit = (change: Partial<ListenerForm>) => setForm({ ...form, ...change });
  const events = kind === 'TaskListener' ? TASK_EVENTS : EXECUTION_EVENTS;
  const handlerOptions = (wrap: (name: string) => string) =>
    handlers.map((name) => ({ value: wrap(name), label: wrap(name) }));
  const reference = (name: 'class' | 'delegateExpression', wrap: (name: string) => string) => (
    <Form.Item label={t(`panel.listener.${name}`)} required {...problem(name)}>
      <AutoComplete
        value={form[name]}
        options={handlerOptions(wrap)}
        onChange={(value: string) => edit({ [name]: value })}
        placeholder={t('panel.listener.handler')}
        data-testid={`panel-listener-${name}`}
      />
    </Form.Item>
  );
  return (
    <Drawer
      open
      size={480}
      title={t(editing?.index === undefined ? 'panel.listener.addTitle' : 'panel.listener.editTitle')}
      onClose={onClose}
      destroyOnHidden
      data-testid="panel-listener-drawer"
      extra={
        <Button
          type="primary"
          size="small"
          data-testid="panel-listener-save"
          onClick={() => {
            setChecked(true);
            if (validateListener(kind, form, handlers).length === 0) onSave(form, editing?.index);
          }}
        >
          {t('panel.common.save')}
        </Button>
      }
    >
      <Form layout="vertical" size="small">
        <Form.Item label={t('panel.listener.event')} required {...problem('event')}>
          <Select
            value={form.event || undefined}
            onChange={(event) => edit({ event })}
            options={events.map((value) => ({ value, label: t(`panel.listener.event.${value}`) }))}
            data-testid="panel-listener-event"
          />
        </Form.Item>
        {kind === 'TaskListener' && (
          <Form.Item label={t('panel.listener.id')} required {...problem('id')}>
            <Input
              value={form.id}
              onChange={(event) => edit({ id: event.target.value })}
              data-testid="panel-listener-id"
            />
          </Form.Item>
        )}
        <Form.Item label={t('panel.listener.type')} required {...problem('listenerType')}>
          <Select
            value={form.listenerType}
            onChange={(listenerType) => edit({ listenerType })}
            options={LISTENER_TYPES.map((value) => ({ value, label: t(`panel.listener.${value}`) }))}
            data-testid="panel-listener-type"
          />
        </Form.Item>
        {form.listenerType === 'class' && reference('class', (name) => name)}
        {form.listenerType === 'delegateExpression' && reference('delegateExpression', (name) => `\${${name}}`)}
        {form.listenerType === 'expression' && (
          <Form.Item label={t('panel.listener.expression')} required {...problem('expression')}>
            <Input
              value={form.expression}
              onChange={(event) => edit({ expression: event.target.value })}
              data-testid="panel-listener-expression"
            />
          </Form.Item>
        )}
        {form.listenerType === 'script' && (
          <>
            <Form.Item label={t('panel.listener.scriptFormat')} required {...problem('scriptFormat')}>
              <Input
                value={form.scriptFormat}
                onChange={(event) => edit({ scriptFormat: event.target.value })}
                data-testid="panel-listener-script-format"
              />
            </Form.Item>
            <Form.Item label={t('panel.listener.scriptType')} required {...problem('scriptType')}>
              <Select
                value={form.scriptType || undefined}
                onChange={(scriptType) => edit({ scriptType })}
                options={[
                  { value: 'inline', label: t('panel.task.inline') },
                  { value: 'external', label: t('panel.task.external') },
                ]}
                data-testid="panel-listener-script-type"
              />
            </Form.Item>
            {form.scriptType === 'inline' && (
              <Form.Item label={t('panel.listener.value')} required {...problem('value')}>
                <AutoComplete
                  value={form.value}
                  options={handlerOptions((name) => name)}
                  onChange={(value: string) => edit({ value })}
                  data-testid="panel-listener-value"
                />
              </Form.Item>
            )}
            {form.scriptType === 'external' && (
              <Form.Item label={t('panel.listener.resource')} required {...problem('resource')}>
                <Input
                  value={form.resource}
                  onChange={(event) => edit({ resource: event.target.value })}
                  data-testid="panel-listener-resource"
                />
              </Form.Item>
            )}
          </>
        )}
        {kind === 'TaskListener' && form.event === 'timeout' && (
          <>
            <Form.Item label={t('panel.listener.timerType')}>
              <Select
                value={form.timerType}
                onChange={(timerType) => edit({ timerType })}
                options={TIMER_TYPES.map((value) => ({ value, label: t(`panel.listener.timer.${value}`) }))}
                data-testid="panel-listener-timer-type"
              />
            </Form.Item>
            {form.timerType !== 'none' && (
              <Form.Item label={t('panel.listener.timerDefinition')} required {...problem('timerDefinition')}>
                <Input
                  value={form.timerDefinition}
                  onChange={(event) => edit({ timerDefinition: event.target.value })}
                  data-testid="panel-listener-timer"
                />
              </Form.Item>
            )}
          </>
        )}
      </Form>
      <Flex justify="space-between" align="center" style={{ margin: '8px 0' }}>
        <Typography.Text strong>{t('panel.listener.fields')}</Typography.Text>
        <Button size="small" onClick={() => setField({ value: NEW_FIELD })} data-testid="panel-listener-add-field">
          {t('panel.listener.addField')}
        </Button>
      </Flex>
      <SubTable<FieldForm>
        testId="panel-listener-fields"
        rows={form.fields}
        columns={[
          { key: 'name', title: t('panel.field.name'), dataIndex: 'name', ellipsis: true },
          {
            key: 'type',
            title: t('panel.field.type'),
            render: (_, row) => t(row.fieldType === 'string' ? 'panel.field.string' : 'panel.field.expression'),
          },
          {
            key: 'value',
            title: t('panel.field.value'),
            ellipsis: true,
            render: (_, row) => (row.fieldType === 'string' ? row.string : row.expression),
          },
        ]}
        onEdit={(row, index) => setField({ index, value: row })}
        onRemove={(index) => edit({ fields: form.fields.filter((_, at) => at !== index) })}
      />
      <FieldDialog
        open={field !== null}
        value={field?.value ?? NEW_FIELD}
        onClose={() => setField(null)}
        onSave={(saved) => {
          const index = field?.index;
          edit({
            fields:
              index === undefined
                ? [...form.fields, saved]
                : form.fields.map((item, at) => (at === index ? saved : item)),
          });
          setField(null);
        }}
      />
    </Drawer>
  );
}
