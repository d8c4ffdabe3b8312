import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HandlerRegistry, notifyHandler, setVariableHandler } from './handlers.ts';
import { problemText, validateModel } from './validate-model.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function serverRegistry() {
  return new HandlerRegistry()
    .register(
      'notify',
      notifyHandler(() => undefined),
    )
    .register('setVariable', setVariableHandler);
}

describe('workflow model validation at deploy', () => {
  it('accepts the extension-schema fixture and the approval fixture once its handler is registered', async () => {
    expect(await validateModel(fixture('extensions.bpmn20.xml'), serverRegistry())).toEqual([]);
    // A Flowable modeler export: `${...}` in documentation is text, `modeler:*` elements are kept as they are.
    expect(await validateModel(fixture('flowable-modeler-export.bpmn20.xml'), serverRegistry())).toEqual([]);
    expect(
      await validateModel(
        fixture('approval.bpmn20.xml'),
        serverRegistry().register('recordApproval', () => 1),
      ),
    ).toEqual([]);
  });

  it('refuses a script task whose handler is not registered, naming the task', async () => {
    const problems = await validateModel(fixture('approval.bpmn20.xml'), serverRegistry());
    expect(problems).toEqual([
      {
        elementId: 'record',
        elementName: '记录',
        key: 'workflow.model.unknownHandler',
        params: { element: '记录 [record]', handler: 'recordApproval' },
      },
    ]);
    expect(problemText(problems[0] as (typeof problems)[0], 'zh')).toBe(
      '元素 记录 [record] 引用了未注册的处理器 recordApproval',
    );
    expect(problemText(problems[0] as (typeof problems)[0], 'en')).toBe(
      'Element 记录 [record] refers to the unregistered handler recordApproval',
    );
  });

  it('lists every problem of a broken model, each naming its element', async () => {
    const problems = await validateModel(fixture('problems.bpmn20.xml'), serverRegistry());
    const summary = problems.map((p) => [
      p.elementId,
      p.key,
      p.params.handler ?? p.params.expression ?? p.params.language ?? '',
    ]);
    expect(summary).toEqual([
      ['', 'workflow.model.noExecutableProcess', ''],
      ['nobody', 'workflow.model.noAssignee', ''],
      ['group', 'workflow.model.unknownHandler', 'com.acme.flow.CreateListener'],
      ['group', 'workflow.model.missingHandler', ''],
      ['java', 'workflow.model.unknownHandler', 'com.acme.Service'],
      ['empty', 'workflow.model.missingHandler', ''],
      ['known', 'workflow.model.badExpression', '${a ==}'],
      ['js', 'workflow.model.unknownHandler', 'process.exit(1)'],
      ['bad', 'workflow.model.badExpression', '${approve ==}'],
      ['hostile', 'workflow.model.badExpression', "${''.constructor.constructor('x')()}"],
      ['scripted', 'workflow.model.scriptCondition', 'javascript'],
      ['due', 'workflow.model.badExpression', '${due +}'],
    ]);
    const hostile = problems.find((p) => p.elementId === 'hostile');
    expect(hostile && problemText(hostile, 'en')).toMatch(
      /^Element hostile has an invalid expression .*: function calls are not allowed$/,
    );
  });

  it('refuses what is not a BPMN model', async () => {
    for (const xml of ['<not xml', '<?xml version="1.0"?><foo/>', '']) {
      const problems = await validateModel(xml, serverRegistry());
      expect(problems.map((p) => p.key)).toEqual(['workflow.model.unreadable']);
      expect(problemText(problems[0] as (typeof problems)[0], 'zh')).toMatch(/^流程模型无法解析：/);
    }
  });
});
