import { describe, expect, it } from 'vitest';
import { buildCondition, conditionFieldsOf, parseCondition } from '../rules/condition-builder.ts';
import { loadModel } from './moddle-kit.ts';

const MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="leave" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f0" sourceRef="start" targetRef="task" />
    <userTask id="task" name="审批">
      <extensionElements>
        <flowable:formData>
          <flowable:formField id="approve" label="是否同意" type="enum">
            <flowable:value id="1" name="同意" />
            <flowable:value id="0" name="不同意" />
          </flowable:formField>
          <flowable:formField id="days" label="天数" type="long" />
        </flowable:formData>
      </extensionElements>
    </userTask>
    <sequenceFlow id="f1" sourceRef="task" targetRef="gw" />
    <exclusiveGateway id="gw" />
    <sequenceFlow id="yes" sourceRef="gw" targetRef="end" />
    <sequenceFlow id="direct" sourceRef="task" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

describe('condition builder (issue 25)', () => {
  it('builds field, comparison and value into an expression', () => {
    expect(buildCondition({ field: 'approve', operator: '==', value: '1' })).toBe('${approve == 1}');
    expect(buildCondition({ field: 'days', operator: '>=', value: ' 3 ' }, 'long')).toBe('${days >= 3}');
    expect(buildCondition({ field: 'ok', operator: '==', value: 'true' }, 'boolean')).toBe('${ok == true}');
    expect(buildCondition({ field: 'reason', operator: '!=', value: "it's 1" }, 'string')).toBe(
      "${reason != 'it\\'s 1'}",
    );
    expect(buildCondition({ field: 'code', operator: '==', value: '12' }, 'string')).toBe("${code == '12'}");
    expect(buildCondition({ field: '1x', operator: '==', value: '1' })).toBeNull();
    expect(buildCondition({ field: 'a', operator: '==', value: ' ' })).toBeNull();
  });

  it('reads back what it built; a raw expression is left to the text box', () => {
    expect(parseCondition('${approve == 1}')).toEqual({ field: 'approve', operator: '==', value: '1' });
    expect(parseCondition("${reason != 'it\\'s 1'}")).toEqual({ field: 'reason', operator: '!=', value: "it's 1" });
    expect(parseCondition('${approve == 1 && days > 2}')).toBeNull();
    expect(parseCondition('${entity.leaveDays > 2}')).toBeNull();
    expect(parseCondition('')).toBeNull();
  });

  it("offers the fields of the user task's form before the flow, also across a gateway", async () => {
    const { shape } = await loadModel(MODEL);
    expect(conditionFieldsOf(shape('yes')).map((field) => field.id)).toEqual(['approve', 'days']);
    expect(conditionFieldsOf(shape('direct')).map((field) => field.id)).toEqual(['approve', 'days']);
    expect(conditionFieldsOf(shape('yes'))[0]?.values).toEqual([
      { id: '1', name: '同意' },
      { id: '0', name: '不同意' },
    ]);
    expect(conditionFieldsOf(shape('f0'))).toEqual([]);
  });
});
