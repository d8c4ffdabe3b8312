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
