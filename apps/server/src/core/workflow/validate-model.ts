/// <reference path="./bpmn-moddle.d.ts" />
import { type Lang, msg } from '@zj/contract';
import {
  hasExpression,
  type ModdleElement,
  type ModelProblem,
  moddleOptionsFor,
  modelProblems,
} from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import { isCron, nextCronTime } from './cron-cycle.ts';
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
  return [...modelProblems(definitions, { hasHandler: (name) => registry.has(name) }), ...cronProblems(definitions)];
}

/** Cron `timeCycle`s (cron-cycle.ts) that do not parse: refused at deploy rather than when reached. */
function cronProblems(definitions: ModdleElement): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const seen = new Set<unknown>();
  const visit = (element: ModdleElement, owner: ModdleElement) => {
    if (!element || typeof element !== 'object' || seen.has(element)) return;
    seen.add(element);
    const self = element.$type?.startsWith('bpmn:') && typeof element.get('id') === 'string' ? element : owner;
    if (element.$type === 'bpmn:TimerEventDefinition') {
      const cycle = element.get('timeCycle') as { body?: unknown } | undefined;
      const text = typeof cycle?.body === 'string' ? cycle.body.trim() : '';
      if (text && !hasExpression(text) && isCron(text)) {
        try {
          nextCronTime(text);
        } catch (error) {
          const id = String(self.get('id') ?? '');
          const name = self.get('name');
          problems.push({
            elementId: id,
            ...(typeof name === 'string' && name ? { elementName: name } : {}),
            key: 'workflow.model.badCron',
            params: {
              element: typeof name === 'string' && name ? `${name} [${id}]` : id,
              value: text,
              detail: firstLine(error),
            },
          });
        }
      }
    }
    for (const key of ['rootElements', 'flowElements', 'eventDefinitions'] as const) {
      const value = element.get?.(key);
      if (Array.isArray(value)) for (const item of value) visit(item as ModdleElement, self);
    }
  };
  visit(definitions, definitions);
  return problems;
}

/** A problem in the language of the caller. */
export function problemText(problem: ModelProblem, lang: Lang): string {
  return msg(problem.key, lang, problem.params);
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
}
