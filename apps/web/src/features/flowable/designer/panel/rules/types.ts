/**
 * The small slice of bpmn-js the panel's rules need: moddle elements, the diagram elements that
 * carry them, and the two modeling commands that write (so undo and redo see every change).
 */

/** A moddle element (bpmn-moddle ships no types). */
export interface ModdleElement {
  $type: string;
  $parent?: ModdleElement;
  $attrs?: Record<string, string>;
  id?: string;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  [key: string]: unknown;
}

/** A diagram element (shape, connection or the root) as the element registry holds it. */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleElement;
  source?: DiagramElement;
  target?: DiagramElement;
}

/** The writing half of bpmn-js's `modeling`. */
export interface PanelModeling {
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
  updateModdleProperties(
    element: DiagramElement,
    moddleElement: ModdleElement,
    properties: Record<string, unknown>,
  ): void;
}

/** bpmn-js's `moddle` (creates elements of any registered type). */
export interface PanelModdle {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

/** What a rule works with: the element, the commands and the factory, and the model's prefix. */
export interface RuleContext {
  modeling: PanelModeling;
  moddle: PanelModdle;
  /** `flowable` (or `activiti` / `camunda` for models written for those engines). */
  prefix: string;
}
