/** bpmn-js add-ons that ship no type declarations: each is a didi module. */
declare module 'bpmn-js-token-simulation' {
  const module: import('didi').ModuleDeclaration;
  export default module;
}

declare module 'bpmn-js-bpmnlint' {
  const module: import('didi').ModuleDeclaration;
  export default module;
}

declare module 'bpmnlint' {
  export class Linter {
    constructor(options: { config: unknown; resolver: unknown });
    lint(definitions: unknown): Promise<Record<string, Array<{ id: string; message: string; category: string }>>>;
  }
}

declare module 'bpmn-auto-layout' {
  /** The model with diagram layout for its first process (the elements themselves unchanged). */
  export function layoutProcess(xml: string): Promise<string>;
}
