import { orUndefined } from './attrs.ts';
import type { DiagramElement, RuleContext } from './types.ts';

const XML_ID = /^[A-Za-z_][\w.-]*$/;

/** Whether the id field may be edited at all: never for the process (spec 02 §3). */
export const idEditable = (element: DiagramElement) => element.type !== 'bpmn:Process';

/** Why an id cannot be taken ('' when it can): the XML rule, and no other element may hold it. */
export function idProblem(
  id: string,
  element: DiagramElement,
  taken: (id: string) => boolean,
): '' | 'format' | 'taken' {
  if (!XML_ID.test(id)) return 'format';
  if (id !== element.id && taken(id)) return 'taken';
  return '';
}

/** Changing an id also renames the diagram shape to the id plus `_di` (spec 02 §3). */
export function renameId(ctx: RuleContext, element: DiagramElement, id: string) {
  if (id === element.businessObject.id) return;
  ctx.modeling.updateProperties(element, { id, di: { id: `${id}_di` } });
}

export function setName(ctx: RuleContext, element: DiagramElement, name: string) {
  ctx.modeling.updateProperties(element, { name: orUndefined(name) });
}

/** isExecutable belongs to the process (a plain BPMN attribute). */
export function setExecutable(ctx: RuleContext, element: DiagramElement, executable: boolean) {
  ctx.modeling.updateProperties(element, { isExecutable: executable });
}
