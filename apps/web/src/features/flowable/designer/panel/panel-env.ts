import type { DiagramElement, ModdleElement, RuleContext } from './rules/types.ts';

/** What every tab gets: the element shown, the rule context and a few look-ups of the diagram. */
export interface PanelEnv extends RuleContext {
  element: DiagramElement;
  /** The diagram's root (the process or the collaboration); messages and signals hang off its definitions. */
  root: DiagramElement;
  /** bpmn:Definitions of the model. */
  definitions: ModdleElement | undefined;
  /** Whether a diagram element holds this id. */
  hasElement(id: string): boolean;
}
