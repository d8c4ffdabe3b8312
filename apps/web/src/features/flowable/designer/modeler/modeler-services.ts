/** The bpmn-js / diagram-js services the designer calls (the libraries' own types, trimmed). */
export interface Canvas {
  zoom(scale?: number | 'fit-viewport', center?: 'auto' | { x: number; y: number }): number;
  getRootElement(): { businessObject: { id?: string; name?: string } };
  resized(): void;
  viewbox(box?: { x: number; y: number; width: number; height: number }): {
    inner: { x: number; y: number; width: number; height: number };
    outer: { x: number; y: number; width: number; height: number };
  };
}
export interface CommandStack {
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
}
export interface Selection {
  get(): Array<{ waypoints?: unknown; labelTarget?: unknown }>;
}
export interface AlignElements {
  trigger(elements: unknown[], alignment: string): void;
}
export interface ToggleMode {
  toggleMode(active?: boolean): void;
}
export interface EventBus {
  on(event: string, callback: (event: Record<string, unknown>) => void): void;
  off(event: string, callback: (event: Record<string, unknown>) => void): void;
}
export interface LintIssue {
  id: string;
  message: string;
  category: string;
}
