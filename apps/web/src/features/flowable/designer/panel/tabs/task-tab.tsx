import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelEnv } from '../panel-env.ts';
import { readAttr, writeAttrs } from '../rules/attrs.ts';
import { rootItemsOf } from '../rules/messages.ts';
import {
  asyncFlagsOf,
  CREATOR,
  type ScriptType,
  scriptTypeOf,
  setAssignee,
  setAsyncFlags,
  setMessageRef,
  setScriptType,
} from '../rules/task.ts';
import type { ModdleElement } from '../rules/types.ts';
import { Candidates } from './candidates.tsx';
import { CommitInput, CommitNumber } from './commit-input.tsx';
import { UserSelect } from './user-select.tsx';

type AssigneeType = 'none' | 'creator' | 'user' | 'expression';

/** How the panel shows an assignee: a user id, the creator, else as written (`${initiator}`, `#{…}`, `kermit`). */
export function assigneeTypeOf(stored: string): AssigneeType {
  if (stored === '') return 'none';
  if (stored === CREATOR) return 'creator';
  return /^\d+$/.test(stored) ? 'user' : 'expression';
}

function Assignee({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const { element } = env;
  const stored = readAttr(element.businessObject, 'assignee');
  const [type, setType] = useState<AssigneeType>(() => assigneeTypeOf(stored));
  const [written, setWritten] = useState(stored);
  const userId = Number(stored);
  return (
    <>
      <Form.Item label={t('panel.task.assigneeType')}>
        <Radio.Group
          value={type}
          onChange={(event) => {
            const next = event.target.value as AssigneeType;
            setType(next);
            setAssignee(env, element, next === 'creator' ? CREATOR : undefined);
          }}
          data-testid="panel-assignee-type"
          options={[
            { value: 'none', label: t('panel.task.noAssignee') },
            { value: 'creator', label: <span data-testid="panel-assignee-creator">{t('panel.task.creator')}</span> },
            { value: 'user', label: <span data-testid="panel-assignee-user">{t('panel.task.user')}</span> },
            {
              value: 'expression',
              label: <span data-testid="panel-assignee-expression">{t('panel.task.expressionAssignee')}</span>,
            },
          ]}
        />
      </Form.Item>
      {type === 'user' && (
        <Form.Item label={t('panel.task.assignee')}>
          <UserSelect
            single
            value={Number.isSafeInteger(userId) && userId > 0 ? [userId] : []}
            onChange={(ids) => setAssignee(env, element, ids[0])}
            testId="panel-assignee"
          />
        </Form.Item>
      )}
      {type === 'expression' && (
        <Form.Item label={t('panel.task.assignee')} extra={t('panel.task.expressionAssigneeHint')}>
          <Input
            value={written}
            onChange={(event) => setWritten(event.target.value)}
            onBlur={() => written.trim() !== stored && setAssignee(env, element, written.trim() || undefined)}
            data-testid="panel-assignee-text"
          />
        </Form.Item>
      )}
    </>
  );
}

function AsyncFlags({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const flags = asyncFlagsOf(env.element.businessObject);
  const set = (change: Parameters<typeof setAsyncFlags>[2]) => setAsyncFlags(env, env.element, change);
  return (
    <Form.Item>
      {flags.async && (
        <Checkbox
          checked={flags.async}
          onChange={(event) => set({ async: event.target.checked })}
          data-testid="panel-async"
        >
          {t('panel.task.async')}
        </Checkbox>
      )}
      <Checkbox
        checked={flags.asyncBefore}
        onChange={(event) => set({ asyncBefore: event.target.checked })}
        data-testid="panel-async-before"
      >
        {t('panel.task.asyncBefore')}
      </Checkbox>
      <Checkbox
        checked={flags.asyncAfter}
        onChange={(event) => set({ asyncAfter: event.target.checked })}
        data-testid="panel-async-after"
      >
        {t('panel.task.asyncAfter')}
      </Checkbox>
      {(flags.async || flags.asyncBefore || flags.asyncAfter) && (
        <Checkbox
          checked={flags.exclusive}
          onChange={(event) => set({ exclusive: event.target.checked })}
          data-testid="panel-exclusive"
        >
          {t('panel.task.exclusive')}
        </Checkbox>
      )}
    </Form.Item>
  );
}

function ScriptTask({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const { element } = env;
  const bo = element.businessObject;
  const [type, setType] = useState<ScriptType>(() => scriptTypeOf(bo));
  return (
    <>
      <Form.Item label={t('panel.task.scriptFormat')}>
        <CommitInput
          value={String(bo.get('scriptFormat') ?? '')}
          onCommit={(scriptFormat) =>
            env.modeling.updateProperties(element, { scriptFormat: scriptFormat || undefined })
          }
          testId="panel-script-format"
        />
      </Form.Item>
      <Form.Item label={t('panel.task.scriptType')}>
        <Select<ScriptType>
          value={type}
          onChange={(next) => {
            setType(next);
            setScriptType(env, element, next);
          }}
          options={[
            { value: 'inline', label: t('panel.task.inline') },
            { value: 'external', label: t('panel.task.external') },
          ]}
          data-testid="panel-script-type"
        />
      </Form.Item>
      {type === 'inline' ? (
        <Form.Item label={t('panel.task.script')}>
          <CommitInput
            textarea
            value={String(bo.get('script') ?? '')}
            onCommit={(script) => env.modeling.updateProperties(element, { script: script || undefined })}
            testId="panel-script"
          />
        </Form.Item>
      ) : (
        <Form.Item label={t('panel.task.resource')}>
          <CommitInput
            value={readAttr(bo, 'resource')}
            onCommit={(resource) => writeAttrs(env, element, { resource })}
            testId="panel-script-resource"
          />
        </Form.Item>
      )}
      <Form.Item label={t('panel.task.resultVariable')}>
        <CommitInput
          value={readAttr(bo, 'resultVariable')}
          onCommit={(resultVariable) => writeAttrs(env, element, { resultVariable })}
          testId="panel-result-variable"
        />
      </Form.Item>
    </>
  );
}

function ReceiveTask({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const messages = rootItemsOf(env.definitions, 'message');
  const current = env.element.businessObject.get('messageRef') as ModdleElement | undefined;
  return (
    <Form.Item label={t('panel.task.messageRef')}>
      <Select<string>
        value={current?.id ?? ''}
        onChange={(id) =>
          setMessageRef(
            env,
            env.element,
            messages.find((message) => message.id === id),
          )
        }
        options={[
          { value: '', label: t('panel.common.none') },
          ...messages.map((message) => ({ value: message.id ?? '', label: String(message.get('name') ?? message.id) })),
        ]}
        data-testid="panel-message-ref"
      />
    </Form.Item>
  );
}

/** 任务: user-task assignment, due and follow-up dates, priority, async flags; script and receive tasks. */
export function TaskTab({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const { element } = env;
  const bo = element.businessObject;
  return (
    <Form layout="vertical" size="small" data-testid="panel-task">
      {element.type === 'bpmn:UserTask' && (
        <>
          <Assignee env={env} />
          <Candidates env={env} />
          <Form.Item label={t('panel.task.dueDate')}>
            <CommitInput
              value={readAttr(bo, 'dueDate')}
              onCommit={(dueDate) => writeAttrs(env, element, { dueDate })}
              testId="panel-due-date"
            />
          </Form.Item>
          <Form.Item label={t('panel.task.followUpDate')}>
            <CommitInput
              value={readAttr(bo, 'followUpDate')}
              onCommit={(followUpDate) => writeAttrs(env, element, { followUpDate })}
              testId="panel-follow-up-date"
            />
          </Form.Item>
          <Form.Item label={t('panel.task.priority')}>
            <CommitNumber
              value={readAttr(bo, 'priority')}
              onCommit={(priority) => writeAttrs(env, element, { priority })}
              testId="panel-priority"
            />
          </Form.Item>
        </>
      )}
      {element.type === 'bpmn:ScriptTask' && <ScriptTask env={env} />}
      {element.type === 'bpmn:ReceiveTask' && <ReceiveTask env={env} />}
      <AsyncFlags env={env} />
    </Form>
  );
}
