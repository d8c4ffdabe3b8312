import { type ModdleElement, moddleOptionsFor } from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import { Linter } from 'bpmnlint';
import { describe, expect, it } from 'vitest';
import { ENGINE_RULE, engineLintConfig } from '../modeler/engine-lint.ts';

const NS =
  'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t"';

const model = (body: string, executable = true) =>
  `<bpmn:definitions ${NS} id="d"><bpmn:process id="p" isExecutable="${executable}">${body}</bpmn:process></bpmn:definitions>`;

async function lint(xml: string, lang: 'zh' | 'en' = 'en', handlers = ['notify']) {
  const { rootElement } = await new BpmnModdle(moddleOptionsFor(xml)).fromXML(xml);
  const issues = await new Linter(engineLintConfig(new Set(handlers), lang)).lint(rootElement as ModdleElement);
  return Object.values(issues)
    .flat()
    .map((issue) => ({ id: issue.id, category: issue.category, message: issue.message }));
}

describe("the designer's lint: the engine's deploy rules as a bpmnlint rule", () => {
  it('reports nothing for a model deploy accepts', async () => {
    const xml = model(`<bpmn:startEvent id="s"/><bpmn:userTask id="u" flowable:assignee="\${creator}">
      <bpmn:extensionElements><flowable:taskListener event="create" class="notify"/></bpmn:extensionElements>
    </bpmn:userTask><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="u">
      <bpmn:conditionExpression>\${approve == 1}</bpmn:conditionExpression></bpmn:sequenceFlow>`);
    expect(await lint(xml)).toEqual([]);
  });

  it('does not report a user task without assignee or candidates: it deploys unassigned (issue 25)', async () => {
    expect(await lint(model('<bpmn:userTask id="u" name="审批"/>'))).toEqual([]);
    expect(await lint(model('<bpmn:userTask id="u" flowable:candidateGroups="management, accounting"/>'))).toEqual([]);
  });

  it('reports an unknown or missing handler, a bad expression and a script condition', async () => {
    const xml = model(`<bpmn:serviceTask id="a" flowable:class="com.acme.Mail"/>
      <bpmn:serviceTask id="b"/>
      <bpmn:scriptTask id="c"><bpmn:script>notify</bpmn:script></bpmn:scriptTask>
      <bpmn:userTask id="e" flowable:assignee="\${a ==}"/>
      <bpmn:sequenceFlow id="f" sourceRef="a" targetRef="b">
        <bpmn:conditionExpression language="groovy">x</bpmn:conditionExpression></bpmn:sequenceFlow>`);
    const ids = (await lint(xml)).map((issue) => issue.id).sort();
    expect(ids).toEqual(['a', 'b', 'e', 'f']);
  });

  it('reports a model without an executable process on the process, in the language asked', async () => {
    const [zh] = await lint(model('<bpmn:startEvent id="s"/>', false), 'zh');
    const [en] = await lint(model('<bpmn:startEvent id="s"/>', false), 'en');
    expect(zh?.id).toBe('p');
    expect(zh?.message).not.toBe(en?.message);
    expect(zh?.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('is resolved by its own plugin name only', () => {
    const config = engineLintConfig(new Set(), 'en');
    expect(config.config.rules).toEqual({ [ENGINE_RULE]: 'error' });
    expect(config.resolver.resolveRule('bpmnlint-plugin-zj', 'engine-rules')).toBeTypeOf('function');
    expect(config.resolver.resolveRule('bpmnlint', 'engine-rules')).toBeNull();
  });
});
