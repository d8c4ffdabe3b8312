import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandlerNames } from '../api/get-choices.ts';
import type { PanelEnv } from '../panel-env.ts';
import { randomId } from '../rules/ids.ts';
import {
  emptyListener,
  type ListenerForm,
  type ListenerKind,
  listenerFormOf,
  listenersOf,
  removeListener,
  saveListener,
} from '../rules/listeners.ts';
import { ListenerDrawer } from './listener-drawer.tsx';
import { SubTable } from './sub-table.tsx';

/** 执行监听器 / 任务监听器: the table (event type, id, listener type), the drawer, removal with confirmation. */
export function ListenersTab({ env, kind }: { env: PanelEnv; kind: ListenerKind }) {
  const { t } = useTranslation();
  const handlers = useHandlerNames().data?.data ?? [];
  const rows = listenersOf(env.element.businessObject, kind).map(listenerFormOf);
  const [editing, setEditing] = useState<{ index?: number; value: ListenerForm } | null>(null);
  const testId = kind === 'TaskListener' ? 'panel-task-listeners' : 'panel-listeners';
  return (
    <Flex vertical gap={8}>
      <SubTable<ListenerForm>
        testId={testId}
        rows={rows}
        columns={[
          {
            key: 'event',
            title: t('panel.listener.event'),
            render: (_, row) => t(`panel.listener.event.${row.event}`, { defaultValue: row.event }),
          },
          ...(kind === 'TaskListener'
            ? [{ key: 'id', title: t('panel.listener.id'), dataIndex: 'id', ellipsis: true }]
            : []),
          {
            key: 'type',
            title: t('panel.listener.type'),
            render: (_, row: ListenerForm) => t(`panel.listener.${row.listenerType}`),
          },
        ]}
        onEdit={(row, index) => setEditing({ index, value: row })}
        onRemove={(index) => removeListener(env, env.element, kind, index)}
      />
      <Button
        type="primary"
        size="small"
        onClick={() => setEditing({ value: { ...emptyListener(kind), id: kind === 'TaskListener' ? randomId() : '' } })}
        data-testid={`${testId}-add`}
      >
        {t('panel.listener.add')}
      </Button>
      <ListenerDrawer
        kind={kind}
        editing={editing}
        handlers={handlers}
        onClose={() => setEditing(null)}
        onSave={(form, index) => {
          saveListener(env, env.element, kind, form, index);
          setEditing(null);
        }}
      />
    </Flex>
  );
}
