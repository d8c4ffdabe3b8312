import { describe, expect, it } from 'vitest';
import { idProblem, renameId } from '../rules/base.ts';
import { flowTypeOf, setCondition, setFlowType } from '../rules/condition.ts';
import { setDocumentation } from '../rules/documentation.ts';
import { randomId } from '../rules/ids.ts';
import { addRootItem, referrersOf, removeRootItem, renameRootItem, rootItemsOf } from '../rules/messages.ts';
import {
  loopTypeOf,
  retryTimeCycleOf,
  setLoopExpression,
  setLoopType,
  setRetryTimeCycle,
} from '../rules/multi-instance.ts';
import { modelPrefix } from '../rules/prefix.ts';
import { propertyFormsOf, removeProperty, saveProperty } from '../rules/properties.ts';
import { sectionsFor } from '../rules/sections.ts';
import { panelTarget, tabAfter } from '../rules/target.ts';
import {
  asyncFlagsOf,
  CREATOR,
  candidateTypeOf,
  changeCandidateType,
  otherCandidateGroups,
  parseCandidateGroups,
  setAssignee,
  setAsyncFlags,
  setCandidateGroups,
  setCandidateUsers,
} from '../rules/task.ts';
import { loadModel, SAMPLE } from './moddle-kit.ts';

describe('sections by element (spec 02 §2)', () => {
  it('shows each tab only for its elements', async () => {
    const { shape } = await loadModel();
    expect(sectionsFor(shape('Process_1'))).toEqual(['base', 'other', 'signalMessage', 'listeners', 'extensions']);
    expect(sectionsFor(shape('task'))).toEqual([
      'base',
      'other',
      'task',
      'multiInstance',
      'listeners',
      'taskListeners',
      'form',
      'extensions',
    ]);
    expect(sectionsFor(shape('start'))).toEqual(['base', 'other', 'listeners', 'form', 'extensions']);
    expect(sectionsFor(shape('script'))).toContain('task');
    expect(sectionsFor(shape('script'))).not.toContain('taskListeners');
    // a flow out of a start event has no condition; one out of a gateway does
    expect(sectionsFor(shape('f0'))).not.toContain('condition');
    expect(sectionsFor(shape('f2'))).toContain('condition');
    expect(sectionsFor(shape('gw'))).not.toContain('task');
  });
});

describe('selection (spec 02 §2)', () => {
  it('shows the selection, or the root when nothing is selected', async () => {
    const { shape } = await loadModel();
    const root = shape('Process_1');
    expect(panelTarget([], root)).toBe(root);
    expect(panelTarget([shape('task'), shape('gw')], root)).toBe(shape('task'));
  });
  it('returns to the base tab whenever a different element is selected', async () => {
    const { shape } = await loadModel();
    expect(tabAfter('task', shape('task'), shape('script'))).toBe('base');
    expect(tabAfter('listeners', shape('task'), shape('task'))).toBe('listeners');
    // the same element keeps its tab unless the element no longer has it
    expect(tabAfter('condition', shape('task'), shape('task'))).toBe('base');
  });
});

describe('ids (spec 02 §3, §9)', () => {
  it('renaming an id renames the shape to id + _di', async () => {
    const { shape, ctx, diIds, toXML } = await loadModel();
    const task = shape('task');
    renameId(ctx, task, 'approve');
    expect(task.businessObject.id).toBe('approve');
    expect(diIds.get('approve')).toBe('approve_di');
    expect(await toXML()).toContain('<userTask id="approve"');
  });
  it('refuses a malformed or taken id', async () => {
    const { shape } = await loadModel();
    const taken = (id: string) => ['gw', 'task'].includes(id);
    expect(idProblem('1abc', shape('task'), taken)).toBe('format');
    expect(idProblem('gw', shape('task'), taken)).toBe('taken');
    expect(idProblem('task', shape('task'), taken)).toBe('');
    expect(idProblem('fresh', shape('task'), taken)).toBe('');
  });
  it('random ids have 8 characters', () => {
    for (let i = 0; i < 20; i++) expect(randomId()).toMatch(/^[a-z][a-z0-9]{7}$/);
  });
  it('finds the model prefix', async () => {
    const { moddle } = await loadModel();
    expect(modelPrefix(moddle)).toBe('flowable');
  });
});

describe('flow types (spec 02 §4)', () => {
  it('condition creates an empty expression; default clears it and marks the source default; normal clears both', async () => {
    const { shape, ctx, toXML } = await loadModel();
    const flow = shape('f2');
    const gateway = shape('gw').businessObject;
    setFlowType(ctx, flow, 'condition');
    expect(flowTypeOf(flow)).toBe('condition');
    expect(flow.businessObject.get('conditionExpression')).toMatchObject({ $type: 'bpmn:FormalExpression', body: '' });

    setFlowType(ctx, flow, 'default');
    expect(flow.businessObject.get('conditionExpression')).toBeUndefined();
    expect(gateway.get('default')).toBe(flow.businessObject);
    expect(flowTypeOf(flow)).toBe('default');
    expect(await toXML()).toContain('default="f2"');

    setFlowType(ctx, flow, 'condition');
    expect(gateway.get('default')).toBeUndefined();
    setFlowType(ctx, flow, 'default');
    setFlowType(ctx, flow, 'normal');
    expect(gateway.get('default')).toBeUndefined();
    expect(flow.businessObject.get('conditionExpression')).toBeUndefined();
    expect(flowTypeOf(flow)).toBe('normal');
  });
  it('writes an expression or a script condition', async () => {
    const { shape, ctx, toXML } = await loadModel();
    const flow = shape('f3');
    setCondition(ctx, flow, {
      conditionType: 'expression',
      body: '${approved}',
      language: '',
      scriptType: 'inlineScript',
      resource: '',
    });
    expect(await toXML()).toMatch(
      /<conditionExpression xsi:type="tFormalExpression">\$\{approved\}<\/conditionExpression>/,
    );
    setCondition(ctx, flow, {
      conditionType: 'script',
      body: '',
      language: 'groovy',
      scriptType: 'externalScript',
      resource: 'classpath://c.groovy',
    });
    const xml = await toXML();
    expect(xml).toContain('language="groovy"');
    expect(xml).toContain('flowable:resource="classpath://c.groovy"');
  });
});

describe('task fields (spec 02 §3, §4)', () => {
  it('async before and after both off clears exclusive', async () => {
    const { shape, ctx } = await loadModel();
    const task = shape('task');
    setAsyncFlags(ctx, task, { asyncBefore: true });
    setAsyncFlags(ctx, task, { exclusive: false });
    expect(task.businessObject.get('flowable:exclusive')).toBe(false);
    expect(asyncFlagsOf(task.businessObject)).toEqual({
      async: false,
      asyncBefore: true,
      asyncAfter: false,
      exclusive: false,
    });
    setAsyncFlags(ctx, task, { asyncBefore: false });
    expect(task.businessObject.get('flowable:asyncBefore')).toBeUndefined();
    // cleared: the attribute is gone (its schema default applies again)
    expect(task.businessObject.$attrs?.['flowable:exclusive']).toBeUndefined();
    expect(asyncFlagsOf(task.businessObject).exclusive).toBe(true);
  });
  it('changing the candidate type clears the users, departments and roles', async () => {
    const { shape, ctx, toXML } = await loadModel();
    const task = shape('task');
    expect(candidateTypeOf(task.businessObject)).toBe('user');
    changeCandidateType(ctx, task);
    expect(task.businessObject.get('flowable:candidateUsers')).toBeUndefined();
    setCandidateGroups(ctx, task, 'role', [3, 4]);
    expect(task.businessObject.get('flowable:candidateGroups')).toBe('r3,r4');
    expect(candidateTypeOf(task.businessObject)).toBe('role');
    changeCandidateType(ctx, task);
    expect(task.businessObject.get('flowable:candidateGroups')).toBeUndefined();
    setCandidateGroups(ctx, task, 'dept', [100]);
    expect(parseCandidateGroups(String(task.businessObject.get('flowable:candidateGroups')))).toEqual({
      depts: [100],
      roles: [],
    });
    setCandidateUsers(ctx, task, [7, 8]);
    expect(task.businessObject.get('flowable:candidateUsers')).toBe('7,8');
    // issue 25: editing candidate users never clears candidate groups
    expect(task.businessObject.get('flowable:candidateGroups')).toBe('d100');
    // groups written as names stay when the departments or roles change; users stay too
    task.businessObject.set('flowable:candidateGroups', 'management, accounting,d100,r2');
    setCandidateGroups(ctx, task, 'dept', [101]);
    expect(task.businessObject.get('flowable:candidateGroups')).toBe('management,accounting,r2,d101');
    expect(otherCandidateGroups('management, accounting,d101,r2')).toEqual(['management', 'accounting']);
    expect(task.businessObject.get('flowable:candidateUsers')).toBe('7,8');
    setAssignee(ctx, task, CREATOR);
    expect(await toXML()).toContain('flowable:assignee="${creator}"');
  });
});

describe('multi-instance (spec 02 §3, §4)', () => {
  it('sets the loop type; none removes the loop characteristics', async () => {
    const { shape, ctx, toXML } = await loadModel();
    const task = shape('task');
    setLoopType(ctx, task, 'ParallelMultiInstance');
    expect(loopTypeOf(task.businessObject)).toBe('ParallelMultiInstance');
    setLoopType(ctx, task, 'SequentialMultiInstance');
    expect(loopTypeOf(task.businessObject)).toBe('SequentialMultiInstance');
    setLoopExpression(ctx, task, 'completionCondition', '${nrOfCompletedInstances >= 1}');
    setRetryTimeCycle(ctx, task, 'R3/PT10M');
    const loop = task.businessObject.get('loopCharacteristics') as Parameters<typeof retryTimeCycleOf>[0];
    expect(retryTimeCycleOf(loop)).toBe('R3/PT10M');
    const xml = await toXML();
    expect(xml).toContain('isSequential="true"');
    expect(xml).toContain('<flowable:failedJobRetryTimeCycle>R3/PT10M</flowable:failedJobRetryTimeCycle>');
    setLoopType(ctx, task, 'StandardLoop');
    expect(loopTypeOf(task.businessObject)).toBe('StandardLoop');
    setLoopType(ctx, task, 'none');
    expect(task.businessObject.get('loopCharacteristics')).toBeUndefined();
    expect(await toXML()).not.toContain('loopCharacteristics');
  });
});

describe('messages and signals (spec 02 §5)', () => {
  it('a new id must be unique', async () => {
    const { shape, ctx, definitions } = await loadModel();
    const root = shape('Process_1');
    expect(addRootItem(ctx, root, definitions, 'message', { id: 'm1', name: 'again' })).toBe('exists');
    expect(addRootItem(ctx, root, definitions, 'signal', { id: 's1', name: 'again' })).toBe('exists');
    expect(rootItemsOf(definitions, 'message')).toHaveLength(1);
    expect(addRootItem(ctx, root, definitions, 'message', { id: 'm2', name: 'Two' })).toBe('ok');
    expect(rootItemsOf(definitions, 'message').map((item) => item.id)).toEqual(['m1', 'm2']);
    expect(addRootItem(ctx, root, definitions, 'signal', { id: 'm2', name: 'clash' })).toBe('exists');
  });
  it('renames one, and removes only what no event or task refers to', async () => {
    const xml = SAMPLE.replace(
      '<endEvent id="end" />',
      '<endEvent id="end" /><receiveTask id="wait" messageRef="m1" />' +
        '<intermediateThrowEvent id="throw"><signalEventDefinition signalRef="s1" /></intermediateThrowEvent>',
    ).replace('<signal id="s1" name="Stop" />', '<signal id="s1" name="Stop" /><message id="m9" name="Unused" />');
    const { shape, ctx, definitions, toXML } = await loadModel(xml);
    const root = shape('Process_1');
    const [m1, m9] = rootItemsOf(definitions, 'message');
    const [s1] = rootItemsOf(definitions, 'signal');
    if (!m1 || !m9 || !s1) throw new Error('the sample has its messages and signal');
    renameRootItem(ctx, root, m1, '开工');
    expect(await toXML()).toContain('<message id="m1" name="开工" />');
    expect(referrersOf(definitions, m1)).toEqual(['wait']);
    expect(removeRootItem(ctx, root, definitions, m1)).toEqual(['wait']);
    expect(removeRootItem(ctx, root, definitions, s1)).toEqual(['throw']);
    expect(removeRootItem(ctx, root, definitions, m9)).toEqual([]);
    expect(rootItemsOf(definitions, 'message').map((item) => item.id)).toEqual(['m1']);
    expect(rootItemsOf(definitions, 'signal').map((item) => item.id)).toEqual(['s1']);
    expect(await toXML()).not.toContain('m9');
  });
});

describe('extension properties and documentation', () => {
  it('edits at the index, appends new ones, removes', async () => {
    const { shape, ctx, toXML } = await loadModel();
    const task = shape('task');
    saveProperty(ctx, task, { id: 'p1', name: 'a', value: '1' });
    saveProperty(ctx, task, { id: 'p2', name: 'b', value: '2' });
    saveProperty(ctx, task, { id: 'p1', name: 'a', value: 'changed' }, 0);
    expect(propertyFormsOf(task.businessObject)).toEqual([
      { id: 'p1', name: 'a', value: 'changed' },
      { id: 'p2', name: 'b', value: '2' },
    ]);
    expect(await toXML()).toContain('<flowable:property id="p1" name="a" value="changed" />');
    removeProperty(ctx, task, 0);
    expect(propertyFormsOf(task.businessObject).map((item) => item.id)).toEqual(['p2']);
    setDocumentation(ctx, task, 'Read me');
    expect(await toXML()).toContain('<documentation>Read me</documentation>');
  });
});
