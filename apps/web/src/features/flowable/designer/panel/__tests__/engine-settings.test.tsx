import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer, table } from '@/shared/testing/fake-server.ts';
import { renderWithQueries } from '@/shared/ui/__tests__/test-kit.tsx';
import { PropertiesPanel } from '../properties-panel.tsx';
import { callSettingsOf, formPropertiesOf, hasEngineSettings, timersOf } from '../rules/engine-settings.ts';
import { sectionsFor } from '../rules/sections.ts';
import { asyncFlagsOf, setAsyncFlags } from '../rules/task.ts';
import { fakeModeler } from './fake-modeler.ts';
import { loadModel } from './moddle-kit.ts';

/** A Flowable model with what the designer shows but does not edit (issue 25). */
const ENGINE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="Process_1" isExecutable="true">
    <startEvent id="timerStart"><timerEventDefinition><timeCycle>0 0/5 * * * ?</timeCycle></timerEventDefinition></startEvent>
    <callActivity id="call" calledElement="childProcess" flowable:calledElementType="key">
      <extensionElements>
        <flowable:in source="applyUserId" target="starter" />
        <flowable:in sourceExpression="\${amount * 2}" target="limit" />
        <flowable:out source="approved" target="childApproved" />
        <flowable:out variables="all" />
      </extensionElements>
    </callActivity>
    <userTask id="task" name="Approve" flowable:assignee="\${initiator}" flowable:async="true" flowable:exclusive="false">
      <extensionElements>
        <flowable:formProperty id="approve" name="是否同意" type="enum" required="true">
          <flowable:value id="1" name="同意" />
          <flowable:value id="0" name="不同意" />
        </flowable:formProperty>
        <flowable:formProperty id="comment" name="意见" type="string" writable="false" />
      </extensionElements>
    </userTask>
    <subProcess id="sub">
      <multiInstanceLoopCharacteristics isSequential="true" flowable:collection="userList" flowable:elementVariable="u" />
    </subProcess>
    <intermediateCatchEvent id="wait"><timerEventDefinition><timeDuration>PT2H</timeDuration></timerEventDefinition></intermediateCatchEvent>
    <boundaryEvent id="deadline" attachedToRef="task"><timerEventDefinition><timeDate>\${dueAt}</timeDate></timerEventDefinition></boundaryEvent>
    <endEvent id="end" />
  </process>
</definitions>`;

describe('engine settings the panel shows read-only (issue 25)', () => {
  it('reads call-activity settings, timers and formProperty lists', async () => {
    const { shape } = await loadModel(ENGINE_XML);
    expect(callSettingsOf(shape('call').businessObject)).toEqual({
      calledElement: 'childProcess',
      binding: '',
      version: '',
      type: 'key',
      mappings: [
        { direction: 'in', source: 'applyUserId', target: 'starter' },
        { direction: 'in', source: '${amount * 2}', target: 'limit' },
        { direction: 'out', source: 'approved', target: 'childApproved' },
        { direction: 'out', source: 'all', target: '' },
      ],
    });
    expect(callSettingsOf(shape('task').businessObject)).toBeNull();
    expect(timersOf(shape('timerStart').businessObject)).toEqual([{ kind: 'timeCycle', value: '0 0/5 * * * ?' }]);
    expect(timersOf(shape('wait').businessObject)).toEqual([{ kind: 'timeDuration', value: 'PT2H' }]);
    expect(timersOf(shape('deadline').businessObject)).toEqual([{ kind: 'timeDate', value: '${dueAt}' }]);
    const [approve, comment] = formPropertiesOf(shape('task').businessObject);
    expect(approve).toMatchObject({
      id: 'approve',
      type: 'enum',
      required: true,
      writable: true,
      values: ['1=同意', '0=不同意'],
    });
    expect(comment).toMatchObject({ id: 'comment', required: false, readable: true, writable: false, values: [] });
    expect(hasEngineSettings(shape('end').businessObject)).toBe(false);
  });

  it('shows the engine tab where there is something to show, and multi-instance on sub-processes and call activities', async () => {
    const { shape } = await loadModel(ENGINE_XML);
    for (const id of ['timerStart', 'call', 'task', 'wait', 'deadline'])
      expect(sectionsFor(shape(id))).toContain('engine');
    for (const id of ['sub', 'end', 'Process_1']) expect(sectionsFor(shape(id))).not.toContain('engine');
    expect(sectionsFor(shape('sub'))).toContain('multiInstance');
    expect(sectionsFor(shape('call'))).toContain('multiInstance');
    expect(sectionsFor(shape('end'))).not.toContain('multiInstance');
  });

  it("reads Flowable's async flag, and turning it off clears exclusive", async () => {
    const { shape, ctx, toXML } = await loadModel(ENGINE_XML);
    const task = shape('task');
    expect(asyncFlagsOf(task.businessObject)).toEqual({
      async: true,
      asyncBefore: false,
      asyncAfter: false,
      exclusive: false,
    });
    setAsyncFlags(ctx, task, { async: false });
    expect(asyncFlagsOf(task.businessObject)).toEqual({
      async: false,
      asyncBefore: false,
      asyncAfter: false,
      exclusive: true,
    });
    const xml = await toXML();
    expect(xml).not.toContain('flowable:async=');
    expect(xml).not.toContain('flowable:exclusive=');
  });
});

describe('the engine tab (issue 25)', { timeout: 90_000 }, () => {
  beforeEach(() => {
    setLang('zh');
    fakeServer({
      'GET /flowable/handler/list': () => ({ code: 200, msg: '操作成功', data: [] }),
      'GET /system/user/userlist': () => table([]),
      'GET /system/role/optionselect': () => ({ code: 200, msg: '操作成功', data: [] }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setLang('zh');
  });

  it('shows a call activity, a timer, a form-property list and the async flag, in zh and en', async () => {
    const fake = await fakeModeler(ENGINE_XML);
    renderWithQueries(<PropertiesPanel modeler={fake.modeler} />);
    act(() => fake.select('call'));
    fireEvent.click(screen.getByTestId('panel-tab-engine'));
    const call = await screen.findByTestId('panel-engine-call');
    expect(call.textContent).toContain('被调用流程');
    expect(call.textContent).toContain('childProcess');
    const mappings = screen.getByTestId('panel-engine-mappings');
    expect(mappings.textContent).toContain('传入子流程');
    expect(mappings.textContent).toContain('${amount * 2}');
    expect(mappings.textContent).toContain('childApproved');
    // read-only: nothing to type into
    expect(within(screen.getByTestId('panel-engine')).queryAllByRole('textbox')).toEqual([]);

    act(() => fake.select('timerStart'));
    fireEvent.click(screen.getByTestId('panel-tab-engine'));
    expect((await screen.findByTestId('panel-engine-timer')).textContent).toContain('循环周期0 0/5 * * * ?');

    act(() => fake.select('task'));
    fireEvent.click(screen.getByTestId('panel-tab-engine'));
    const properties = await screen.findByTestId('panel-engine-form-properties');
    expect(properties.textContent).toContain('是否同意');
    expect(properties.textContent).toContain('1=同意，0=不同意');
    expect(properties.textContent).toContain('必填');
    expect(properties.textContent).toContain('只读');
    fireEvent.click(screen.getByTestId('panel-tab-task'));
    const checked = (testId: string) => {
      const box = screen.getByTestId(testId);
      return ((box.tagName === 'INPUT' ? box : box.querySelector('input')) as HTMLInputElement).checked;
    };
    await screen.findByTestId('panel-async');
    expect(checked('panel-async')).toBe(true);
    expect(checked('panel-exclusive')).toBe(false);
    expect((screen.getByTestId('panel-assignee-text') as HTMLInputElement).value).toBe('${initiator}');

    act(() => setLang('en'));
    fireEvent.click(screen.getByTestId('panel-tab-engine'));
    expect((await screen.findByTestId('panel-engine-form-properties')).textContent).toContain('Required');
    expect(screen.getByTestId('panel-tab-engine').textContent).toBe('Engine settings');
  });
});
