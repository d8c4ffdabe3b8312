import { extensionValue } from '@zj/contract/bpmn';
import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

/** An empty text is no attribute at all (the XML keeps only what is set). */
export const orUndefined = (value: string | undefined | null): string | undefined =>
  value === undefined || value === null || value.trim() === '' ? undefined : value;

/** An extension attribute (`assignee`, `formKey`, …) as text, whatever prefix the model used. */
export function readAttr(bo: ModdleElement, name: string): string {
  const value = extensionValue(bo, name);
  return value === undefined || value === null ? '' : String(value);
}

/** Writes an extension attribute under the model's prefix (empty text removes it). */
export function writeAttrs(ctx: RuleContext, element: DiagramElement, values: Record<string, unknown>) {
  const properties: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    properties[`${ctx.prefix}:${name}`] = typeof value === 'string' ? orUndefined(value) : value;
  }
  ctx.modeling.updateProperties(element, properties);
}
