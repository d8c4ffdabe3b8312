import { extensionElements } from '@zj/contract/bpmn';
import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

/** The extension elements of a local type (`ExecutionListener`, `Properties`, …) on a moddle element. */
export const extensionsOf = (bo: ModdleElement, localType: string) =>
  extensionElements(bo, localType) as ModdleElement[];

/**
 * Replaces the extension elements of one local type on `target` (the element's business object
 * unless given) with `items`, keeping the others; creates the extensionElements container when
 * there is none. One modeling command, so undo restores the previous list.
 */
export function writeExtensions(
  ctx: RuleContext,
  element: DiagramElement,
  localType: string,
  items: ModdleElement[],
  target: ModdleElement = element.businessObject,
) {
  const container = target.get('extensionElements') as ModdleElement | undefined;
  const wanted = new Set(extensionsOf(target, localType));
  const others = ((container?.get('values') as ModdleElement[] | undefined) ?? []).filter(
    (value) => !wanted.has(value),
  );
  if (!container) {
    if (items.length === 0) return;
    const created = ctx.moddle.create('bpmn:ExtensionElements', { values: items });
    created.$parent = target;
    for (const item of items) item.$parent = created;
    ctx.modeling.updateModdleProperties(element, target, { extensionElements: created });
    return;
  }
  for (const item of items) item.$parent = container;
  ctx.modeling.updateModdleProperties(element, container, { values: [...others, ...items] });
}

/** The list with `item` at `index` replaced, or appended when index is undefined (spec 02 §4). */
export function putAt<T>(list: readonly T[], item: T, index?: number): T[] {
  if (index === undefined || index < 0 || index >= list.length) return [...list, item];
  return list.map((current, at) => (at === index ? item : current));
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);
