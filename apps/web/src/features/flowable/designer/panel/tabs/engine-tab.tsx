import { Alert, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PanelEnv } from '../panel-env.ts';
import {
  type CallSettings,
  callSettingsOf,
  type FormPropertyRow,
  formPropertiesOf,
  type TimerSetting,
  timersOf,
} from '../rules/engine-settings.ts';

const code = (value: string) => (value ? <Typography.Text code>{value}</Typography.Text> : '—');

function CallActivity({ settings }: { settings: CallSettings }) {
  const { t } = useTranslation();
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        title={t('panel.engine.call')}
        data-testid="panel-engine-call"
        items={[
          { key: 'called', label: t('panel.engine.calledElement'), children: code(settings.calledElement) },
          ...(settings.binding
            ? [{ key: 'binding', label: t('panel.engine.binding'), children: code(settings.binding) }]
            : []),
          ...(settings.version
            ? [{ key: 'version', label: t('panel.engine.version'), children: code(settings.version) }]
            : []),
          ...(settings.type
            ? [{ key: 'type', label: t('panel.engine.calledType'), children: code(settings.type) }]
            : []),
        ]}
      />
      {settings.mappings.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey={(row) => `${row.direction}:${row.source}:${row.target}`}
          title={() => t('panel.engine.mappings')}
          dataSource={settings.mappings}
          data-testid="panel-engine-mappings"
          columns={[
            {
              key: 'direction',
              title: t('panel.engine.direction'),
              render: (_, row) => t(`panel.engine.${row.direction}`),
            },
            { key: 'source', title: t('panel.engine.source'), render: (_, row) => code(row.source) },
            { key: 'target', title: t('panel.engine.target'), render: (_, row) => code(row.target) },
          ]}
        />
      )}
    </>
  );
}

function Timers({ timers }: { timers: TimerSetting[] }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={t('panel.engine.timer')}
      data-testid="panel-engine-timer"
      items={timers.map((timer, index) => ({
        key: `${timer.kind}-${index}`,
        label: t(`panel.engine.${timer.kind}`),
        children: code(timer.value),
      }))}
    />
  );
}

function FormProperties({ rows }: { rows: FormPropertyRow[] }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(row) => row.id}
      title={() => t('panel.engine.formProperties')}
      dataSource={rows}
      data-testid="panel-engine-form-properties"
      columns={[
        { key: 'id', title: t('panel.engine.propertyId'), render: (_, row) => code(row.id) },
        { key: 'name', title: t('panel.engine.propertyName'), dataIndex: 'name' },
        { key: 'type', title: t('panel.engine.propertyType'), dataIndex: 'type' },
        {
          key: 'flags',
          title: t('panel.engine.propertyFlags'),
          render: (_, row) => (
            <Flex wrap gap={2}>
              {row.required && <Tag color="red">{t('panel.engine.required')}</Tag>}
              {!row.writable && <Tag>{t('panel.engine.readOnlyField')}</Tag>}
              {!row.readable && <Tag>{t('panel.engine.hidden')}</Tag>}
              {row.variable && <Tag>{`${t('panel.engine.variable')} ${row.variable}`}</Tag>}
              {row.defaultValue && <Tag>{`${t('panel.engine.default')} ${row.defaultValue}`}</Tag>}
            </Flex>
          ),
        },
        {
          key: 'values',
          title: t('panel.engine.values'),
          render: (_, row) => row.values.join('，') || row.expression || row.datePattern,
        },
      ]}
    />
  );
}

/** 引擎设置: what the engine reads of the element that the designer shows read-only (issue 25). */
export function EngineTab({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const bo = env.element.businessObject;
  const call = callSettingsOf(bo);
  const timers = timersOf(bo);
  const formProperties = formPropertiesOf(bo);
  return (
    <Flex vertical gap={12} data-testid="panel-engine">
      <Alert type="info" showIcon title={t('panel.engine.readOnly')} />
      {call && <CallActivity settings={call} />}
      {timers.length > 0 && <Timers timers={timers} />}
      {formProperties.length > 0 && <FormProperties rows={formProperties} />}
    </Flex>
  );
}
