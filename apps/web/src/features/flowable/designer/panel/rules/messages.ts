import type { DiagramElement, ModdleElement, RuleContext } from './types.ts';

export type RootKind = 'message' | 'signal';
const TYPE: Record<RootKind, string> = { message: 'bpmn:Message', signal: 'bpmn:Signal' };

const rootElementsOf = (definitions: ModdleElement | undefined) =>
  (definitions?.get('rootElements') as ModdleElement[] | undefined) ?? [];

/** The messages or signals of the model (definitions' root elements). */
export const rootItemsOf = (definitions: ModdleElement | undefined, kind: RootKind) =>
  rootElementsOf(definitions).filter((item) => item.$type === TYPE[kind]);

/**
 * Adds a message or signal; a new id must be unique (spec 02 §5): answers 'exists' and changes
 * nothing when another root element already has the id.
 */
export function addRootItem(
  ctx: RuleContext,
  root: DiagramElement,
  definitions: ModdleElement,
  kind: RootKind,
  item: { id: string; name: string },
): 'exists' | 'ok' {
  const all = rootElementsOf(definitions);
  if (all.some((element) => element.id === item.id)) return 'exists';
  const created = ctx.moddle.create(TYPE[kind], { id: item.id, name: item.name });
  created.$parent = definitions;
  ctx.modeling.updateModdleProperties(root, definitions, { rootElements: [...all, created] });
  return 'ok';
}

/** Renames an existing message or signal (its id stays: tasks and events refer to it). */
export function renameRootItem(ctx: RuleContext, root: DiagramElement, item: ModdleElement, name: string) {
  ctx.modeling.updateModdleProperties(root, item, { name });
}

/** The ids of the flow elements that refer to a message or signal (event definitions, receive and send tasks). */
export function referrersOf(definitions: ModdleElement | undefined, item: ModdleElement): string[] {
  const ids: string[] = [];
  const visit = (element: ModdleElement) => {
    const eventDefinitions = (element.get('eventDefinitions') as ModdleElement[] | undefined) ?? [];
    const refers =
      element.get('messageRef') === item ||
      eventDefinitions.some(
        (definition) => definition.get('messageRef') === item || definition.get('signalRef') === item,
      );
    if (refers && element.id) ids.push(element.id);
    for (const child of (element.get('flowElements') as ModdleElement[] | undefined) ?? []) visit(child);
  };
  for (const element of rootElementsOf(definitions)) if (element.$type === 'bpmn:Process') visit(element);
  return ids;
}

/**
 * Removes a message or signal nothing refers to; answers the referring elements' ids (and
 * changes nothing) while an event or task still uses it.
 */
export function removeRootItem(
  ctx: RuleContext,
  root: DiagramElement,
  definitions: ModdleElement,
  item: ModdleElement,
): string[] {
  const users = referrersOf(definitions, item);
  if (users.length > 0) return users;
  const rest = rootElementsOf(definitions).filter((element) => element !== item);
  ctx.modeling.updateModdleProperties(root, definitions, { rootElements: rest });
  return [];
}
