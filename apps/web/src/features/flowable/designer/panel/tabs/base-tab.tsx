import { Form, Input, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelEnv } from '../panel-env.ts';
import { readAttr, writeAttrs } from '../rules/attrs.ts';
import { idEditable, idProblem, renameId, setExecutable, setName } from '../rules/base.ts';
import { CommitInput } from './commit-input.tsx';

/** 基础信息: id (editing off by default, never for the process), name, versionTag/isExecutable, skipExpression. */
export function BaseTab({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const { element } = env;
  const bo = element.businessObject;
  const isProcess = element.type === 'bpmn:Process';
  const [editingId, setEditingId] = useState(false);
  const [id, setId] = useState(bo.id ?? '');
  useEffect(() => setId(bo.id ?? ''), [bo.id]);
  const problem = id === bo.id ? '' : idProblem(id, element, env.hasElement);
  const commitId = () => {
    if (!problem && id !== bo.id) renameId(env, element, id);
  };
  return (
    <Form layout="vertical" size="small" data-testid="panel-base">
      <Form.Item
        label={t('panel.base.id')}
        validateStatus={problem ? 'error' : undefined}
        help={
          problem === 'format' ? t('panel.base.idFormat') : problem === 'taken' ? t('panel.base.idTaken') : undefined
        }
        extra={
          idEditable(element) ? (
            <Typography.Text type="secondary">
              <Switch
                size="small"
                checked={editingId}
                onChange={setEditingId}
                data-testid="panel-id-edit"
                aria-label={t('panel.base.editId')}
              />{' '}
              {t('panel.base.editId')}
            </Typography.Text>
          ) : undefined
        }
      >
        <Input
          value={id}
          disabled={!idEditable(element) || !editingId}
          onChange={(event) => setId(event.target.value)}
          onBlur={commitId}
          onPressEnter={commitId}
          data-testid="panel-id"
          aria-label={t('panel.base.id')}
        />
      </Form.Item>
      <Form.Item label={t('panel.base.name')}>
        <CommitInput
          value={String(bo.get('name') ?? '')}
          onCommit={(name) => setName(env, element, name)}
          testId="panel-name"
          ariaLabel={t('panel.base.name')}
        />
      </Form.Item>
      {isProcess && (
        <>
          <Form.Item label={t('panel.base.versionTag')}>
            <CommitInput
              value={readAttr(bo, 'versionTag')}
              onCommit={(versionTag) => writeAttrs(env, element, { versionTag })}
              testId="panel-version-tag"
              ariaLabel={t('panel.base.versionTag')}
            />
          </Form.Item>
          <Form.Item label={t('panel.base.executable')}>
            <Switch
              checked={bo.get('isExecutable') !== false}
              onChange={(checked) => setExecutable(env, element, checked)}
              data-testid="panel-executable"
              aria-label={t('panel.base.executable')}
            />
          </Form.Item>
        </>
      )}
      {element.type === 'bpmn:UserTask' && (
        <Form.Item label={t('panel.base.skipExpression')}>
          <CommitInput
            value={readAttr(bo, 'skipExpression')}
            onCommit={(skipExpression) => writeAttrs(env, element, { skipExpression })}
            testId="panel-skip-expression"
            ariaLabel={t('panel.base.skipExpression')}
          />
        </Form.Item>
      )}
    </Form>
  );
}
