// bpmn-moddle 9 ships no types; the part of its API the workflow uses.
declare module 'bpmn-moddle' {
  interface ModdleObject {
    $type: string;
    $attrs?: Record<string, string>;
    $parent?: ModdleObject;
    get(name: string): unknown;
    [key: string]: unknown;
  }
  interface ParseWarning {
    message: string;
    element?: ModdleObject;
    property?: string;
  }
  interface ParseResult {
    rootElement: ModdleObject;
    elementsById: Record<string, ModdleObject>;
    references: unknown[];
    warnings: ParseWarning[];
  }
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string, options?: Record<string, unknown>): Promise<ParseResult>;
    toXML(element: ModdleObject, options?: { format?: boolean; preamble?: boolean }): Promise<{ xml: string }>;
  }
  export type { ModdleObject, ParseResult, ParseWarning };
}

// bpmn-auto-layout ships no types.
declare module 'bpmn-auto-layout' {
  /** The model with diagram layout for its first process (the elements themselves unchanged). */
  export function layoutProcess(xml: string): Promise<string>;
}
