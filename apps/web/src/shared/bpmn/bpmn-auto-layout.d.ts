/** bpmn-auto-layout ships no type declarations. */
declare module 'bpmn-auto-layout' {
  /** The model with diagram layout for its first process (the elements themselves unchanged). */
  export function layoutProcess(xml: string): Promise<string>;
}
