import { Checkbox, Descriptions, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PanelEnv } from '../panel-env.ts';
import { readAttr } from '../rules/attrs.ts';
import {
  type CollectionHandler,
  collectionHandlerOf,
  type LoopType,
  loopExpressionOf,
  loopOf,
  loopTypeOf,
  retryTimeCycleOf,
  setLoopAttr,
  setLoopExpression,
  setLoopType,
  setRetryTimeCycle,
} from '../rules/multi-instance.ts';
import { asyncFlagsOf, setAsyncFlags } from '../rules/task.ts';
import { CommitInput } from './commit-input.tsx';

const TYPES: LoopType[] = ['ParallelMultiInstance', 'SequentialMultiInstance', 'StandardLoop', 'none'];

const code = (value: string) => (value ? <Typography.Text code>{value}</Typography.Text> : '—');

/** A Flowable collection handler, read-only: the designer keeps it as written. */
function HandlerSetting({ handler }: { handler: CollectionHandler }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('panel.mi.collectionHandler')} extra={t('panel.mi.collectionHandlerKept')}>
      <Descriptions
        size="small"
        column={1}
        bordered
        data-testid="panel-mi-collection-handler"
        items={[
          { key: 'handler', label: t('panel.mi.handler'), children: code(handler.handler) },
          { key: 'source', label: t('panel.mi.handlerSource'), children: code(handler.source) },
        ]}
      />
    </Form.Item>
  );
}

/**
 * 多实例: loop type (none removes it), cardinality, collection (and a collection handler, read-only),
 * element variable, completion, async, retry.
 */
export function MultiInstanceTab({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const { element } = env;
  const bo = element.businessObject;
  const type = loopTypeOf(bo);
  const loop = loopOf(bo);
  const multi = type === 'ParallelMultiInstance' || type === 'SequentialMultiInstance';
  const flags = loop ? asyncFlagsOf(loop) : undefined;
  const handler = collectionHandlerOf(loop);
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={t('panel.mi.type')}>
        <Select
          value={type}
          onChange={(next) => setLoopType(env, element, next)}
          options={TYPES.map((value) => ({ value, label: t(`panel.mi.${value}`) }))}
          data-testid="panel-mi-type"
          aria-label={t('panel.mi.type')}
        />
      </Form.Item>
      {multi && loop && flags && (
        <>
          <Form.Item label={t('panel.mi.loopCardinality')}>
            <CommitInput
              value={loopExpressionOf(loop, 'loopCardinality')}
              onCommit={(value) => setLoopExpression(env, element, 'loopCardinality', value)}
              testId="panel-mi-cardinality"
            />
          </Form.Item>
          <Form.Item label={t('panel.mi.collection')}>
            <CommitInput
              value={readAttr(loop, 'collection')}
              onCommit={(value) => setLoopAttr(env, element, 'collection', value)}
              testId="panel-mi-collection"
            />
          </Form.Item>
          {handler && <HandlerSetting handler={handler} />}
          <Form.Item label={t('panel.mi.elementVariable')}>
            <CommitInput
              value={readAttr(loop, 'elementVariable')}
              onCommit={(value) => setLoopAttr(env, element, 'elementVariable', value)}
              testId="panel-mi-element-variable"
            />
          </Form.Item>
          <Form.Item label={t('panel.mi.completionCondition')}>
            <CommitInput
              value={loopExpressionOf(loop, 'completionCondition')}
              onCommit={(value) => setLoopExpression(env, element, 'completionCondition', value)}
              testId="panel-mi-completion"
            />
          </Form.Item>
          <Form.Item>
            <Checkbox
              checked={flags.asyncBefore}
              onChange={(event) => setAsyncFlags(env, element, { asyncBefore: event.target.checked }, loop)}
              data-testid="panel-mi-async-before"
            >
              {t('panel.task.asyncBefore')}
            </Checkbox>
            <Checkbox
              checked={flags.asyncAfter}
              onChange={(event) => setAsyncFlags(env, element, { asyncAfter: event.target.checked }, loop)}
              data-testid="panel-mi-async-after"
            >
              {t('panel.task.asyncAfter')}
            </Checkbox>
            {(flags.async || flags.asyncBefore || flags.asyncAfter) && (
              <Checkbox
                checked={flags.exclusive}
                onChange={(event) => setAsyncFlags(env, element, { exclusive: event.target.checked }, loop)}
                data-testid="panel-mi-exclusive"
              >
                {t('panel.task.exclusive')}
              </Checkbox>
            )}
          </Form.Item>
          {(flags.async || flags.asyncBefore || flags.asyncAfter) && (
            <Form.Item label={t('panel.mi.retryTimeCycle')}>
              <CommitInput
                value={retryTimeCycleOf(loop)}
                onCommit={(value) => setRetryTimeCycle(env, element, value)}
                testId="panel-mi-retry"
              />
            </Form.Item>
          )}
        </>
      )}
    </Form>
  );
}
