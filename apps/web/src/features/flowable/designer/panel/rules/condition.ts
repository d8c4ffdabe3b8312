import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

export type FlowType = 'normal' | 'default' | 'condition';
export type ConditionType = 'expression' | 'script';
export type ConditionScriptType = 'inlineScript' | 'externalScript';

const conditionOf = (bo: ModdleElement) => bo.get('conditionExpression') as ModdleElement | undefined;

export function flowTypeOf(element: DiagramElement): FlowType {
  const bo = element.businessObject;
  const source = element.source?.businessObject ?? (bo.get('sourceRef') as ModdleElement | undefined);
  if (source && source.get('default') === bo) return 'default';
  if (conditionOf(bo)) return 'condition';
  return 'normal';
}

/**
 * Sets a flow's type (spec 02 §4): condition creates an empty condition expression; default
 * clears the condition and marks the flow as its source's default flow; normal clears both.
 */
export function setFlowType(ctx: RuleContext, element: DiagramElement, type: FlowType) {
  const bo = element.businessObject;
  const source = element.source;
  const isDefault = source?.businessObject.get('default') === bo;
  if (type === 'condition') {
    const expression = ctx.moddle.create('bpmn:FormalExpression', { body: '' });
    expression.$parent = bo;
    ctx.modeling.updateProperties(element, { conditionExpression: expression });
    if (source && isDefault) ctx.modeling.updateProperties(source, { default: undefined });
    return;
  }
  if (conditionOf(bo)) ctx.modeling.updateProperties(element, { conditionExpression: undefined });
  if (type === 'default' && source && !isDefault) ctx.modeling.updateProperties(source, { default: bo });
  if (type === 'normal' && source && isDefault) ctx.modeling.updateProperties(source, { default: undefined });
}

export interface ConditionForm {
  conditionType: ConditionType;
  body: string;
  language: string;
  scriptType: ConditionScriptType;
  resource: string;
}

export function conditionFormOf(element: DiagramElement, prefix: string): ConditionForm {
  const expression = conditionOf(element.businessObject);
  const language = String(expression?.get('language') ?? '');
  const resource = String(expression?.get(`${prefix}:resource`) ?? '');
  return {
    conditionType: expression && expression.get('language') !== undefined ? 'script' : 'expression',
    body: String(expression?.get('body') ?? ''),
    language,
    scriptType: resource ? 'externalScript' : 'inlineScript',
    resource,
  };
}

/** Writes the condition: an expression body, or a script (language, inline body or external resource). */
export function setCondition(ctx: RuleContext, element: DiagramElement, form: ConditionForm) {
  const attrs: Record<string, unknown> = {};
  if (form.conditionType === 'expression') attrs.body = form.body;
  else {
    attrs.language = form.language;
    if (form.scriptType === 'inlineScript') attrs.body = form.body;
    else attrs[`${ctx.prefix}:resource`] = form.resource;
  }
  const expression = ctx.moddle.create('bpmn:FormalExpression', attrs);
  expression.$parent = element.businessObject;
  ctx.modeling.updateProperties(element, { conditionExpression: expression });
}
