import { describe, expect, it } from 'vitest';
import {
  businessKeyOf,
  emptyField,
  type FormFieldForm,
  fieldFormsOf,
  removeFormField,
  saveFormField,
  setBusinessKey,
  setFormKey,
} from '../rules/form.ts';
import {
  emptyListener,
  type ListenerForm,
  listenerFormOf,
  listenersOf,
  removeListener,
  saveListener,
  validateField,
  validateListener,
} from '../rules/listeners.ts';
import { loadModel } from './moddle-kit.ts';

const HANDLERS = ['notify', 'setVariable'];
const messages = (problems: { message: string }[]) => problems.map((problem) => problem.message);

describe('listener validation (spec 02 §5)', () => {
  it('requires the event, the listener type and the reference of the type', () => {
    const form = { ...emptyListener('ExecutionListener'), event: '' };
    expect(messages(validateListener('ExecutionListener', form, HANDLERS))).toEqual([
      'panel.listener.eventRequired',
      'panel.listener.classRequired',
    ]);
    const typeless = { ...emptyListener('ExecutionListener'), listenerType: '' } as unknown as ListenerForm;
    expect(messages(validateListener('ExecutionListener', typeless, HANDLERS))).toEqual([
      'panel.listener.typeRequired',
    ]);
    expect(
      messages(validateListener('ExecutionListener', { ...form, event: 'end', listenerType: 'expression' }, HANDLERS)),
    ).toEqual(['panel.listener.expressionRequired']);
    expect(
      messages(
        validateListener('ExecutionListener', { ...form, event: 'end', listenerType: 'delegateExpression' }, HANDLERS),
      ),
    ).toEqual(['panel.listener.delegateExpressionRequired']);
  });
  it('accepts only handlers the engine registered', () => {
    const base = emptyListener('ExecutionListener');
    expect(validateListener('ExecutionListener', { ...base, class: 'notify' }, HANDLERS)).toEqual([]);
    expect(
      validateListener(
        'ExecutionListener',
        { ...base, listenerType: 'delegateExpression', delegateExpression: '${setVariable}' },
        HANDLERS,
      ),
    ).toEqual([]);
    expect(messages(validateListener('ExecutionListener', { ...base, class: 'com.acme.Listener' }, HANDLERS))).toEqual([
      'panel.listener.unknownHandler',
    ]);
  });
  it('a script needs its format, type and content or resource', () => {
    const script = { ...emptyListener('ExecutionListener'), listenerType: 'script' as const, scriptType: '' as const };
    expect(messages(validateListener('ExecutionListener', script, HANDLERS))).toEqual([
      'panel.listener.scriptFormatRequired',
      'panel.listener.scriptTypeRequired',
    ]);
    expect(
      messages(
        validateListener('ExecutionListener', { ...script, scriptFormat: 'js', scriptType: 'inline' }, HANDLERS),
      ),
    ).toEqual(['panel.listener.scriptRequired']);
    expect(
      messages(
        validateListener('ExecutionListener', { ...script, scriptFormat: 'js', scriptType: 'external' }, HANDLERS),
      ),
    ).toEqual(['panel.listener.resourceRequired']);
  });
  it('a task listener needs its id, and a timeout with a timer its definition', () => {
    const form = { ...emptyListener('TaskListener'), class: 'notify' };
    expect(messages(validateListener('TaskListener', form, HANDLERS))).toEqual(['panel.listener.idRequired']);
    const timeout = { ...form, id: 'abcdefgh', event: 'timeout', timerType: 'duration' as const };
    expect(messages(validateListener('TaskListener', timeout, HANDLERS))).toEqual(['panel.listener.timerRequired']);
    expect(validateListener('TaskListener', { ...timeout, timerType: 'none' }, HANDLERS)).toEqual([]);
    expect(validateListener('TaskListener', { ...timeout, timerDefinition: 'PT1H' }, HANDLERS)).toEqual([]);
  });
  it('an injected field needs its name and the value of its type', () => {
    expect(messages(validateField({ name: '', fieldType: 'string', string: '', expression: '' }))).toEqual([
      'panel.field.nameRequired',
      'panel.field.stringRequired',
    ]);
    expect(messages(validateField({ name: 'to', fieldType: 'expression', string: 'x', expression: '' }))).toEqual([
      'panel.field.expressionRequired',
    ]);
    expect(messages(validateField({ name: 'to', fieldType: '' as 'string', string: 'x', expression: '' }))).toEqual([
      'panel.field.typeRequired',
    ]);
    expect(validateField({ name: 'to', fieldType: 'string', string: 'starter', expression: '' })).toEqual([]);
  });
});

describe('listeners in the model (spec 02 §4)', () => {
  it('appends new listeners, replaces at the index, removes, and writes fields and timers', async () => {
    const { shape, ctx, toXML } = await loadModel();
    const task = shape('task');
    const notify: ListenerForm = {
      ...emptyListener('TaskListener'),
      id: 'l1aaaaaa',
      class: 'notify',
      fields: [{ name: 'to', fieldType: 'string', string: 'starter', expression: '' }],
    };
    saveListener(ctx, task, 'TaskListener', notify);
    saveListener(ctx, task, 'TaskListener', {
      ...notify,
      id: 'l2bbbbbb',
      event: 'timeout',
      timerType: 'duration',
      timerDefinition: 'PT2H',
      fields: [{ name: 'text', fieldType: 'expression', string: '', expression: '${name}' }],
    });
    saveListener(ctx, task, 'TaskListener', { ...notify, event: 'complete' }, 0);
    const listeners = listenersOf(task.businessObject, 'TaskListener').map(listenerFormOf);
    expect(listeners.map((item) => [item.id, item.event])).toEqual([
      ['l1aaaaaa', 'complete'],
      ['l2bbbbbb', 'timeout'],
    ]);
    expect(listeners[1]).toMatchObject({ timerType: 'duration', timerDefinition: 'PT2H' });
    expect(listeners[1]?.fields).toEqual([
      { name: 'text', fieldType: 'expression', string: '', expression: '${name}' },
    ]);
    const xml = await toXML();
    expect(xml).toContain('<flowable:taskListener id="l1aaaaaa" event="complete" class="notify">');
    expect(xml).toContain('<flowable:field name="to" stringValue="starter" />');
    expect(xml).toContain('<timeDuration xsi:type="tFormalExpression">PT2H</timeDuration>');
    removeListener(ctx, task, 'TaskListener', 0);
    expect(listenersOf(task.businessObject, 'TaskListener').map((item) => item.get('id'))).toEqual(['l2bbbbbb']);
    saveListener(ctx, task, 'ExecutionListener', {
      ...emptyListener('ExecutionListener'),
      listenerType: 'script',
      scriptFormat: 'javascript',
      value: 'notify',
    });
    expect(await toXML()).toContain('<flowable:script scriptFormat="javascript">notify</flowable:script>');
    // the other kind's entries stay
    expect(listenersOf(task.businessObject, 'TaskListener')).toHaveLength(1);
  });
});

describe('form data (spec 02 §3, §5)', () => {
  it('keeps defaultValue and datePattern only when set, date patterns for dates, enum values for enums', async () => {
    const { shape, ctx, toXML } = await loadModel();
    const start = shape('start');
    setFormKey(ctx, start, 'key:leave');
    saveFormField(ctx, start, { ...emptyField(), id: 'days', label: 'Days', type: 'long', datePattern: 'yyyy' });
    saveFormField(ctx, start, { ...emptyField(), id: 'from', label: 'From', type: 'date', datePattern: 'yyyy-MM-dd' });
    saveFormField(ctx, start, {
      ...emptyField(),
      id: 'kind',
      label: 'Kind',
      type: 'enum',
      defaultValue: 'a',
      values: [{ id: 'a', name: 'Annual' }],
      constraints: [{ name: 'required', config: '' }],
      properties: [{ id: 'p', value: 'v' }],
    });
    saveFormField(ctx, start, { ...emptyField(), id: 'x', label: 'X', type: 'custom', typeName: 'money' });
    const xml = await toXML();
    expect(xml).toContain('flowable:formKey="key:leave"');
    expect(xml).toContain('<flowable:formField id="days" label="Days" type="long" />');
    expect(xml).toContain('<flowable:formField id="from" label="From" type="date" datePattern="yyyy-MM-dd" />');
    expect(xml).toContain('<flowable:value id="a" name="Annual" />');
    expect(xml).toContain('<flowable:constraint name="required" config="" />');
    expect(xml).toContain('<flowable:formField id="x" label="X" type="money" />');
    const fields = fieldFormsOf(start.businessObject);
    expect(fields.map((field) => field.type)).toEqual(['long', 'date', 'enum', 'custom']);
    expect(fields[3]?.typeName).toBe('money');
    expect(fields[2]?.properties).toEqual([{ id: 'p', value: 'v' }]);

    setBusinessKey(ctx, start, 'kind');
    expect(businessKeyOf(start.businessObject)).toBe('kind');
    saveFormField(ctx, start, { ...(fields[0] as FormFieldForm), label: 'Number of days' }, 0);
    expect(fieldFormsOf(start.businessObject)[0]?.label).toBe('Number of days');
    expect(businessKeyOf(start.businessObject)).toBe('kind');
    removeFormField(ctx, start, 2);
    // the business key named the removed field
    expect(businessKeyOf(start.businessObject)).toBe('');
    setBusinessKey(ctx, start, 'days');
    setBusinessKey(ctx, start, '');
    expect(businessKeyOf(start.businessObject)).toBe('');
  });
});
