import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HandlerRegistry } from './handlers.ts';
import { compileDefinition, ProcessRunner } from './process-runner.ts';
import { userTaskSpec } from './user-task-spec.ts';

const extensions = readFileSync(new URL('./fixtures/extensions.bpmn20.xml', import.meta.url), 'utf8');

const registry = () =>
  new HandlerRegistry().register('notify', () => undefined).register('setVariable', () => undefined);

describe('userTaskSpec', () => {
  it("types a waiting user task's attributes and extension elements", async () => {
    const runner = new ProcessRunner(registry());
    const result = await runner.start(await compileDefinition(extensions), {
      approvers: [7, 8],
      creator: 5,
      planName: '计划',
      skip: false,
      amount: 1,
    });
    expect(result.waiting).toHaveLength(2);
    const [first] = result.waiting;
    expect(first?.local).toEqual({ approver: 7, loopCounter: 0 });
    expect(first?.spec).toEqual({
      id: 'approve',
      name: '审批',
      assignee: '${creator}',
      candidateUsers: '1,2',
      candidateGroups: 'd100,r2',
      formKey: 'quality_improvement',
      priority: '60',
      dueDate: 'P2D',
      skipExpression: '${skip == true}',
      assigneeRules: [{ type: 'role', value: '2', condition: '${amount > 100}', sort: 1 }],
      buttons: [
        { id: 'b1', name: '同意', code: 'agree', isHide: false, next: 'end', sort: 1 },
        { id: 'b2', name: '驳回', code: 'reject', isHide: false, next: 'start', sort: 2 },
      ],
      multiInstance: {
        sequential: false,
        collection: '${approvers}',
        elementVariable: 'approver',
        loopCardinality: null,
        completionCondition: '${nrOfCompletedInstances/nrOfInstances >= 0.5}',
      },
      listeners: [
        { event: 'create', handler: 'notify', expression: null, fields: [] },
        { event: 'complete', handler: 'setVariable', expression: null, fields: expect.any(Array) },
      ],
    });
  });

  it('reads a camunda model the same way, and gives blanks as null', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <process id="p" isExecutable="true">
    <startEvent id="s" />
    <sequenceFlow id="f1" sourceRef="s" targetRef="t1" />
    <userTask id="t1" camunda:assignee="3" camunda:candidateGroups=" " camunda:formKey="plan_approval">
      <extensionElements>
        <camunda:button id="x" name="退回" code="back" isHide="1" sort="2" />
        <camunda:button id="y" name="通过" code="ok" sort="1" />
        <camunda:assignee type="Dept" value="\${dept}" sort="1" />
      </extensionElements>
    </userTask>
  </process>
</definitions>`;
    const result = await new ProcessRunner(registry()).start(await compileDefinition(xml), {});
    const spec = result.waiting[0]?.spec;
    expect(spec).toMatchObject({
      id: 't1',
      name: 't1',
      assignee: '3',
      candidateGroups: null,
      candidateUsers: null,
      formKey: 'plan_approval',
      priority: null,
      dueDate: null,
      skipExpression: null,
      multiInstance: null,
      assigneeRules: [{ type: 'dept', value: '${dept}', condition: '', sort: 1 }],
    });
    expect(spec?.buttons.map((b) => [b.code, b.isHide, b.next])).toEqual([
      ['ok', false, ''],
      ['back', true, ''],
    ]);
  });

  it('reads a loop cardinality written as an expression element', () => {
    const spec = userTaskSpec({
      id: 'n',
      loopCharacteristics: {
        type: 'bpmn:MultiInstanceLoopCharacteristics',
        behaviour: { isSequential: true, loopCardinality: { body: '${n}' } },
      },
    });
    expect(spec.multiInstance).toEqual({
      sequential: true,
      collection: null,
      elementVariable: null,
      loopCardinality: '${n}',
      completionCondition: null,
    });
    expect(spec.formKey).toBe('');
  });
});
