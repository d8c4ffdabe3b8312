import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

export const documentationOf = (bo: ModdleElement) =>
  String(((bo.get('documentation') as ModdleElement[] | undefined)?.[0]?.get('text') as string | undefined) ?? '');

/** Documentation text (one bpmn:Documentation; empty text removes it). */
export function setDocumentation(ctx: RuleContext, element: DiagramElement, text: string) {
  const bo = element.businessObject;
  const documentation = text.trim() ? [ctx.moddle.create('bpmn:Documentation', { text })] : [];
  for (const item of documentation) item.$parent = bo;
  ctx.modeling.updateModdleProperties(element, bo, { documentation });
}
