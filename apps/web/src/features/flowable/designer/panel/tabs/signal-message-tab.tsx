import { Alert, Button, Flex, Form, Input, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import type { PanelEnv } from '../panel-env.ts';
import { randomId } from '../rules/ids.ts';
import { addRootItem, type RootKind, removeRootItem, renameRootItem, rootItemsOf } from '../rules/messages.ts';
import type { ModdleElement } from '../rules/types.ts';
import { SUB_TABLE_HEIGHT } from './sub-table.tsx';

/**
 * 消息与信号 (process only): the model's messages and signals. A new id must be unique; an
 * existing one is renamed (its id stays: events and tasks refer to it) or removed when nothing
 * refers to it.
 */
export function SignalMessageTab({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<RootKind | null>(null);
  /** The message or signal being renamed (null: a new one is being added). */
  const [editing, setEditing] = useState<ModdleElement | null>(null);
  const [problem, setProblem] = useState('');
  const [item, setItem] = useState({ id: '', name: '' });
  const open = (kind: RootKind, existing: ModdleElement | null = null) => {
    setAdding(kind);
    setEditing(existing);
    setProblem('');
    setItem(
      existing ? { id: existing.id ?? '', name: String(existing.get('name') ?? '') } : { id: randomId(), name: '' },
    );
  };
  const remove = (existing: ModdleElement) => {
    if (!env.definitions) return;
    const users = removeRootItem(env, env.root, env.definitions, existing);
    if (users.length > 0) feedback().error(t('panel.sm.inUse', { id: existing.id, users: users.join(', ') }));
  };
  const save = () => {
    if (!adding || !env.definitions) return;
    if (editing) {
      renameRootItem(env, env.root, editing, item.name);
      setAdding(null);
      return;
    }
    if (!item.id.trim()) {
      setProblem(t('panel.sm.idRequired'));
      return;
    }
    const answer = addRootItem(env, env.root, env.definitions, adding, { id: item.id.trim(), name: item.name });
    if (answer === 'exists') {
      setProblem(t(adding === 'message' ? 'panel.sm.messageExists' : 'panel.sm.signalExists'));
      return;
    }
    setAdding(null);
  };
  const list = (kind: RootKind) => (
    <Table
      size="small"
      bordered
      pagination={false}
      scroll={{ y: SUB_TABLE_HEIGHT }}
      rowKey={(row) => String(row.id)}
      data-testid={`panel-${kind}-table`}
      dataSource={rootItemsOf(env.definitions, kind).map((item) => ({
        id: item.id ?? '',
        name: String(item.get('name') ?? ''),
        item,
      }))}
      columns={[
        { key: 'index', title: t('panel.common.index'), width: 56, render: (_, __, index) => index + 1 },
        { key: 'id', title: t('panel.sm.id'), dataIndex: 'id', ellipsis: true },
        { key: 'name', title: t('panel.sm.name'), dataIndex: 'name', ellipsis: true },
        {
          key: 'actions',
          title: t('panel.common.actions'),
          width: 110,
          render: (_, row) => (
            <Flex gap={4}>
              <Button type="link" size="small" onClick={() => open(kind, row.item)} data-testid={`panel-${kind}-edit`}>
                {t('panel.common.edit')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => remove(row.item)}
                data-testid={`panel-${kind}-remove`}
              >
                {t('panel.common.remove')}
              </Button>
            </Flex>
          ),
        },
      ]}
    />
  );
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('panel.sm.messages')}</Typography.Text>
        <Button size="small" type="primary" onClick={() => open('message')} data-testid="panel-message-add">
          {t('panel.sm.addMessage')}
        </Button>
      </Flex>
      {list('message')}
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('panel.sm.signals')}</Typography.Text>
        <Button size="small" type="primary" onClick={() => open('signal')} data-testid="panel-signal-add">
          {t('panel.sm.addSignal')}
        </Button>
      </Flex>
      {list('signal')}
      <Modal
        open={adding !== null}
        title={t(
          editing
            ? adding === 'signal'
              ? 'panel.sm.editSignal'
              : 'panel.sm.editMessage'
            : adding === 'signal'
              ? 'panel.sm.addSignal'
              : 'panel.sm.addMessage',
        )}
        okText={t('panel.common.save')}
        cancelText={t('panel.common.cancel')}
        onOk={save}
        onCancel={() => setAdding(null)}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'panel-sm-save' } as never}
      >
        {problem && (
          <Alert type="error" showIcon title={problem} style={{ marginBottom: 8 }} data-testid="panel-sm-problem" />
        )}
        <Form layout="vertical" size="small">
          <Form.Item label={t('panel.sm.id')} required>
            <Input
              value={item.id}
              disabled={editing !== null}
              onChange={(event) => {
                setItem({ ...item, id: event.target.value });
                setProblem('');
              }}
              data-testid="panel-sm-id"
            />
          </Form.Item>
          <Form.Item label={t('panel.sm.name')}>
            <Input
              value={item.name}
              onChange={(event) => setItem({ ...item, name: event.target.value })}
              data-testid="panel-sm-name"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
