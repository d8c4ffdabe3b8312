/** bpmn-js add-ons that ship no type declarations: each is a didi module. */
declare module 'bpmn-js-token-simulation' {
  const module: import('didi').ModuleDeclaration;
  export default module;
}

declare module 'bpmn-js-bpmnlint' {
  const module: import('didi').ModuleDeclaration;
  export default module;
}
