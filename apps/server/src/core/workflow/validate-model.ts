/// <reference path="./bpmn-moddle.d.ts" />
import { type Lang, msg } from '@zj/contract';
import { type ModdleElement, type ModelProblem, moddleOptionsFor, modelProblems } from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import type { HandlerRegistry } from './handlers.ts';

export type { ModelProblem } from '@zj/contract/bpmn';

/**
 * Deploy-time checks of a BPMN model: what would fail or be unsafe at run time is refused before
 * the model is deployed, each problem naming its element. The XML must parse; the rules
 * themselves (`modelProblems`, in the contract) are the ones the designer lints with.
 */
export async function validateModel(xml: string, registry: HandlerRegistry): Promise<ModelProblem[]> {
  let definitions: ModdleElement;
  try {
    const moddle = new BpmnModdle(moddleOptionsFor(xml));
    ({ rootElement: definitions } = (await moddle.fromXML(xml)) as unknown as { rootElement: ModdleElement });
  } catch (error) {
    return [{ elementId: '', key: 'workflow.model.unreadable', params: { detail: firstLine(error) } }];
  }
  if (definitions?.$type !== 'bpmn:Definitions') {
    return [{ elementId: '', key: 'workflow.model.unreadable', params: { detail: 'no <definitions>' } }];
  }
  return modelProblems(definitions, { hasHandler: (name) => registry.has(name) });
}

/** A problem in the language of the caller. */
export function problemText(problem: ModelProblem, lang: Lang): string {
  return msg(problem.key, lang, problem.params);
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
}
