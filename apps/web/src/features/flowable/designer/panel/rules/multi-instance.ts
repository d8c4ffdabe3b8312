import { extensionsOf, writeExtensions } from './extensions.ts';
import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

export type LoopType = 'ParallelMultiInstance' | 'SequentialMultiInstance' | 'StandardLoop' | 'none';

export const loopOf = (bo: ModdleElement) => bo.get('loopCharacteristics') as ModdleElement | undefined;

export function loopTypeOf(bo: ModdleElement): LoopType {
  const loop = loopOf(bo);
  if (!loop) return 'none';
  if (loop.$type === 'bpmn:StandardLoopCharacteristics') return 'StandardLoop';
  return loop.get('isSequential') ? 'SequentialMultiInstance' : 'ParallelMultiInstance';
}

/** Sets the loop type; none removes the loop characteristics (spec 02 §4). */
export function setLoopType(ctx: RuleContext, element: DiagramElement, type: LoopType) {
  const bo = element.businessObject;
  const current = loopOf(bo);
  if (type === 'none') {
    ctx.modeling.updateProperties(element, { loopCharacteristics: undefined });
    return;
  }
  if (type === 'StandardLoop') {
    const loop = ctx.moddle.create('bpmn:StandardLoopCharacteristics');
    loop.$parent = bo;
    ctx.modeling.updateProperties(element, { loopCharacteristics: loop });
    return;
  }
  const isSequential = type === 'SequentialMultiInstance';
  if (current?.$type === 'bpmn:MultiInstanceLoopCharacteristics') {
    ctx.modeling.updateModdleProperties(element, current, { isSequential });
    return;
  }
  const loop = ctx.moddle.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential });
  loop.$parent = bo;
  ctx.modeling.updateProperties(element, { loopCharacteristics: loop });
}

/** loopCardinality or completionCondition: a formal expression, or nothing when empty. */
export function setLoopExpression(
  ctx: RuleContext,
  element: DiagramElement,
  name: 'loopCardinality' | 'completionCondition',
  body: string,
) {
  const loop = loopOf(element.businessObject);
  if (!loop) return;
  const expression = body.trim() ? ctx.moddle.create('bpmn:FormalExpression', { body }) : undefined;
  if (expression) expression.$parent = loop;
  ctx.modeling.updateModdleProperties(element, loop, { [name]: expression });
}

export const loopExpressionOf = (loop: ModdleElement | undefined, name: 'loopCardinality' | 'completionCondition') =>
  String((loop?.get(name) as ModdleElement | undefined)?.get('body') ?? '');

/** collection / elementVariable on the loop characteristics (prefixed attributes). */
export function setLoopAttr(
  ctx: RuleContext,
  element: DiagramElement,
  name: 'collection' | 'elementVariable',
  value: string,
) {
  const loop = loopOf(element.businessObject);
  if (!loop) return;
  ctx.modeling.updateModdleProperties(element, loop, { [`${ctx.prefix}:${name}`]: value.trim() ? value : undefined });
}

/** The retry time cycle (`failedJobRetryTimeCycle` extension element of the loop characteristics). */
export function retryTimeCycleOf(loop: ModdleElement | undefined): string {
  if (!loop) return '';
  return String(extensionsOf(loop, 'FailedJobRetryTimeCycle')[0]?.get('body') ?? '');
}

export function setRetryTimeCycle(ctx: RuleContext, element: DiagramElement, body: string) {
  const loop = loopOf(element.businessObject);
  if (!loop) return;
  const items = body.trim() ? [ctx.moddle.create(`${ctx.prefix}:FailedJobRetryTimeCycle`, { body })] : [];
  writeExtensions(ctx, element, 'FailedJobRetryTimeCycle', items, loop);
}

/**
 * A Flowable collection handler on the loop characteristics, which the designer shows but does not
 * edit: `<extensionElements><flowable:collection flowable:class="…JsonCollectionHandler">signerList
 * </flowable:collection>` (or `flowable:delegateExpression`, a `<flowable:string>` /
 * `<flowable:expression>` child, or `<flowable:collectionHandler>`). moddle does not know these
 * elements; keep-xml shelters them as generic elements, so they are read by local name here and
 * written back unchanged on save.
 */
export interface CollectionHandler {
  /** The handler: its class, else its delegate expression ('' when it names none). */
  handler: string;
  /** What it reads: the element's text, or its string / expression child. */
  source: string;
}

type GenericElement = ModdleElement & { $body?: unknown; $children?: GenericElement[] };

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
/** An attribute of a generic element by local name, whatever its prefix (`flowable:class`, `class`). */
const genericAttr = (element: GenericElement, name: string) => {
  const key = Object.keys(element).find((candidate) => !candidate.startsWith('$') && localName(candidate) === name);
  return key ? String(element[key] ?? '') : '';
};
const bodyOf = (element: GenericElement) => String(element.$body ?? '').trim();

export function collectionHandlerOf(loop: ModdleElement | undefined): CollectionHandler | null {
  const values = ((loop?.get('extensionElements') as ModdleElement | undefined)?.get('values') ??
    []) as GenericElement[];
  const element = values.find((value) => ['collection', 'collectionHandler'].includes(localName(value.$type)));
  if (!element) return null;
  const child = (element.$children ?? []).find((c) => ['string', 'expression'].includes(localName(c.$type)));
  return {
    handler: genericAttr(element, 'class') || genericAttr(element, 'delegateExpression'),
    source: bodyOf(element) || (child ? bodyOf(child) : ''),
  };
}
