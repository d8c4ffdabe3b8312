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
