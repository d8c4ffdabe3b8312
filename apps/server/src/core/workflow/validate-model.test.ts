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
      ['group', 'workflow.model.javaClass', 'com.acme.flow.CreateListener'],
      ['group', 'workflow.model.missingHandler', ''],
      ['java', 'workflow.model.javaClass', 'com.acme.Service'],
      ['empty', 'workflow.model.missingHandler', ''],
      ['known', 'workflow.model.badExpression', '${a ==}'],
      ['js', 'workflow.model.scriptLanguage', 'javascript'],
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

  it('refuses a cron timer cycle that does not parse, and accepts Quartz and ISO 8601 cycles', async () => {
    const xml = fixture('flowable-inspection-deadline.bpmn20.xml');
    expect(await validateModel(xml, serverRegistry())).toEqual([]);
    const problems = await validateModel(xml.replace('0 0/5 * * * ?', '0 0/5 * * 99 ?'), serverRegistry());
    expect(problems.map((p) => [p.elementId, p.key, p.params.value])).toEqual([
      ['waitSlot', 'workflow.model.badCron', '0 0/5 * * 99 ?'],
    ]);
    expect(problemText(problems[0] as (typeof problems)[0], 'zh')).toMatch(
      /^元素 等待巡检时段 \[waitSlot\] 的定时器周期 0 0\/5 \* \* 99 \? 不是有效的 cron 表达式：/,
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

/** A model of one executable process with the given elements (flowable namespace). */
const processOf = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" id="defs" targetNamespace="t">
  <message id="msg" name="arrived" />
  <process id="p" isExecutable="true">
    <startEvent id="start" />
    ${body}
    <endEvent id="end" />
  </process>
</definitions>`;
const service = (id: string, name = '') =>
  `<serviceTask id="${id}"${name ? ` name="${name}"` : ''} flowable:delegateExpression="\${setVariable}" />`;
const flow = (id: string, from: string, to: string, condition = '') =>
  `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}">${
    condition ? `<conditionExpression xsi:type="tFormalExpression">${condition}</conditionExpression>` : ''
  }</sequenceFlow>`;
/** start → {first} … → gate: `again` back to {back}, `done` to the end. */
const loopVia = (elements: string, first: string, last: string, back = first) =>
  processOf(`${flow('f0', 'start', first)}${elements}${flow('toGate', last, 'gate')}
    <exclusiveGateway id="gate" name="再来？" default="done" />
    ${flow('again', 'gate', back, '${again == 1}')}${flow('done', 'gate', 'end')}`);
const loopKeys = async (xml: string) =>
  (await validateModel(xml, serverRegistry())).map((p) => [
    p.elementId,
    p.key,
    p.params.path ?? p.params.value ?? p.params.flow ?? '',
  ]);

describe('workflow model validation: what would run without ever waiting', () => {
  it('refuses a loop through a service task and a gateway with no wait state, naming its elements (zh and en)', async () => {
    const problems = await validateModel(loopVia(service('svc', '计算'), 'svc', 'svc'), serverRegistry());
    expect(problems).toEqual([
      {
        elementId: 'svc',
        elementName: '计算',
        key: 'workflow.model.loopWithoutWait',
        params: { element: '计算 [svc]', path: '计算 [svc], 再来？ [gate]' },
      },
    ]);
    const problem = problems[0] as (typeof problems)[0];
    expect(problemText(problem, 'zh')).toBe(
      '元素 计算 [svc] 所在的循环（计算 [svc], 再来？ [gate]）中没有等待节点（用户任务、接收任务、消息/信号/非零定时捕获事件、事件网关、调用活动），运行时会无限循环',
    );
    expect(problemText(problem, 'en')).toMatch(
      /^Element 计算 \[svc\] is on a loop \(计算 \[svc\], 再来？ \[gate\]\) with no wait state/,
    );
    // The same through a plain task, a script task and several services in a row.
    expect(await loopKeys(loopVia(`<task id="t" />${flow('f1', 't', 's2')}${service('s2')}`, 't', 's2'))).toEqual([
      ['t', 'workflow.model.loopWithoutWait', 't, s2, 再来？ [gate]'],
    ]);
  });

  it('refuses flows from an element back to itself, each flow named', async () => {
    const xml = processOf(
      `${flow('f0', 'start', 't')}<task id="t" name="自循环" />${flow('a', 't', 't')}${flow('b', 't', 't')}${flow('f1', 't', 'end')}`,
    );
    const problems = await validateModel(xml, serverRegistry());
    expect(problems.map((p) => [p.elementId, p.key, p.params.flow])).toEqual([
      ['t', 'workflow.model.selfLoop', 'a'],
      ['t', 'workflow.model.selfLoop', 'b'],
    ]);
    expect(problemText(problems[0] as (typeof problems)[0], 'zh')).toBe(
      '顺序流 a 从元素 自循环 [t] 指回它自己，请经网关和等待节点回到该元素',
    );
    // Even on a user task: each completion would double its tokens.
    const user = processOf(
      `${flow('f0', 'start', 'u')}<userTask id="u" flowable:assignee="1" />${flow('a', 'u', 'u', '${again == 1}')}${flow('f1', 'u', 'end')}`,
    );
    expect(await loopKeys(user)).toEqual([['u', 'workflow.model.selfLoop', 'a']]);
  });

  it('refuses timers of zero duration or zero cycle, and a loop whose only timer is on a date', async () => {
    const timer = (id: string, definition: string) =>
      `<intermediateCatchEvent id="${id}"><timerEventDefinition>${definition}</timerEventDefinition></intermediateCatchEvent>`;
    expect(await loopKeys(loopVia(timer('tm', '<timeDuration>PT0S</timeDuration>'), 'tm', 'tm'))).toEqual([
      ['tm', 'workflow.model.loopWithoutWait', 'tm, 再来？ [gate]'],
      ['tm', 'workflow.model.zeroTimer', 'PT0S'],
    ]);
    expect(await loopKeys(loopVia(timer('tm', '<timeDate>2020-01-01T00:00:00Z</timeDate>'), 'tm', 'tm'))).toEqual([
      ['tm', 'workflow.model.loopWithoutWait', 'tm, 再来？ [gate]'],
    ]);
    const boundary = (definition: string) =>
      processOf(`${flow('f0', 'start', 'u')}<userTask id="u" flowable:assignee="1" />${flow('f1', 'u', 'end')}
        <boundaryEvent id="remind" attachedToRef="u" cancelActivity="false"><timerEventDefinition>${definition}</timerEventDefinition></boundaryEvent>
        ${service('note')}${flow('f2', 'remind', 'note')}<endEvent id="noted" />${flow('f3', 'note', 'noted')}`);
    for (const [definition, value] of [
      ['<timeCycle>R/PT0S</timeCycle>', 'R/PT0S'],
      ['<timeCycle>R5/2024-01-01T00:00:00Z/P0D</timeCycle>', 'R5/2024-01-01T00:00:00Z/P0D'],
      ['<timeDuration>P0Y0M0DT0H0M0.0S</timeDuration>', 'P0Y0M0DT0H0M0.0S'],
    ]) {
      expect(await loopKeys(boundary(definition as string))).toEqual([['remind', 'workflow.model.zeroTimer', value]]);
    }
    const english = await validateModel(boundary('<timeCycle>R/PT0S</timeCycle>'), serverRegistry());
    expect(problemText(english[0] as (typeof english)[0], 'en')).toBe(
      'Element remind has a timer of zero duration (R/PT0S), which would fire without end',
    );
    for (const definition of [
      '<timeCycle>R/PT5M</timeCycle>',
      '<timeDuration>PT1S</timeDuration>',
      '<timeDuration>${wait}</timeDuration>',
    ]) {
      expect(await loopKeys(boundary(definition))).toEqual([]);
    }
  });

  it('refuses loops through error boundary events, link events and sub-processes that can finish without waiting', async () => {
    const errorLoop = processOf(`${flow('f0', 'start', 'svc')}${service('svc')}${flow('f1', 'svc', 'end')}
      <boundaryEvent id="failed" attachedToRef="svc"><errorEventDefinition /></boundaryEvent>${flow('retry', 'failed', 'svc')}`);
    expect(await loopKeys(errorLoop)).toEqual([['svc', 'workflow.model.loopWithoutWait', 'svc, failed']]);
    const link = loopVia(
      `<intermediateThrowEvent id="jump"><linkEventDefinition name="L" /></intermediateThrowEvent>
       <intermediateCatchEvent id="land"><linkEventDefinition name="L" /></intermediateCatchEvent>${flow('f1', 'land', 'svc')}${service('svc')}`,
      'jump',
      'svc',
    );
    expect(await loopKeys(link)).toEqual([
      ['jump', 'workflow.model.loopWithoutWait', 'jump, land, svc, 再来？ [gate]'],
    ]);
    const bypass = loopVia(
      `<subProcess id="sub">
         <startEvent id="subStart" />${flow('s0', 'subStart', 'choose')}
         <exclusiveGateway id="choose" default="skip" />
         ${flow('ask', 'choose', 'review', '${ask == 1}')}<userTask id="review" flowable:assignee="1" />${flow('s1', 'review', 'subEnd')}
         ${flow('skip', 'choose', 'subEnd')}<endEvent id="subEnd" />
       </subProcess>`,
      'sub',
      'sub',
    );
    expect(await loopKeys(bypass)).toEqual([['sub', 'workflow.model.loopWithoutWait', 'sub, 再来？ [gate]']]);
  });

  it('accepts loops that wait: a user task, a receive task, a message or timer catch, a call, a waiting sub-process', async () => {
    const waiting = [
      '<userTask id="w" flowable:assignee="${initiator}" />',
      '<receiveTask id="w" messageRef="msg" />',
      '<intermediateCatchEvent id="w"><messageEventDefinition messageRef="msg" /></intermediateCatchEvent>',
      '<intermediateCatchEvent id="w"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></intermediateCatchEvent>',
      '<intermediateCatchEvent id="w"><timerEventDefinition><timeDuration>${delay}</timeDuration></timerEventDefinition></intermediateCatchEvent>',
      '<callActivity id="w" calledElement="child" />',
      `<subProcess id="w"><startEvent id="s0" />${flow('s1', 's0', 'r')}<userTask id="r" flowable:assignee="1" />${flow('s2', 'r', 's3')}<endEvent id="s3" /></subProcess>`,
    ];
    for (const element of waiting) {
      expect(await loopKeys(loopVia(`${service('svc')}${flow('f1', 'svc', 'w')}${element}`, 'svc', 'w'))).toEqual([]);
    }
    // An event-based gateway waits for whichever of its events comes first.
    const race = loopVia(
      `<eventBasedGateway id="race" />${flow('r1', 'race', 'msgIn')}${flow('r2', 'race', 'late')}
       <intermediateCatchEvent id="msgIn"><messageEventDefinition messageRef="msg" /></intermediateCatchEvent>
       <intermediateCatchEvent id="late"><timerEventDefinition><timeDuration>P1D</timeDuration></timerEventDefinition></intermediateCatchEvent>
       <exclusiveGateway id="join" />${flow('j1', 'msgIn', 'join')}${flow('j2', 'late', 'join')}`,
      'race',
      'join',
    );
    expect(await loopKeys(race)).toEqual([]);
    expect(await loopKeys(fixture('revise-loop.bpmn20.xml'))).toEqual([]);
  });
});
