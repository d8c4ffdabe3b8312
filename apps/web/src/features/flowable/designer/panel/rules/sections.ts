import { hasEngineSettings } from './engine-settings.ts';
import type { DiagramElement } from './types.ts';

/** The panel's tabs, in the order shown (spec 02 §2 "Properties panel"). */
export const PANEL_TABS = [
  'base',
  'other',
  'task',
  'multiInstance',
  'condition',
  'signalMessage',
  'listeners',
  'taskListeners',
  'form',
  'extensions',
  'engine',
] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

/** A sequence flow whose source is not a start event carries a condition. */
export function hasFlowCondition(element: DiagramElement): boolean {
  if (element.type !== 'bpmn:SequenceFlow') return false;
  const source =
    element.source?.type ?? (element.businessObject.get('sourceRef') as { $type?: string } | undefined)?.$type;
  return source !== 'bpmn:StartEvent';
}

/** Which tabs an element shows (spec 02 §2 "Sections by element"). */
export function sectionsFor(element: DiagramElement): PanelTab[] {
  const type = element.type;
  const isTask = type.includes('Task');
  const shown: Record<PanelTab, boolean> = {
    base: true,
    other: true,
    task: isTask,
    // a sub-process or a call activity repeats as a task does
    multiInstance: isTask || type === 'bpmn:SubProcess' || type === 'bpmn:CallActivity',
    condition: hasFlowCondition(element),
    signalMessage: type === 'bpmn:Process',
    listeners: true,
    taskListeners: type === 'bpmn:UserTask',
    form: type === 'bpmn:UserTask' || type === 'bpmn:StartEvent',
    extensions: true,
    engine: hasEngineSettings(element.businessObject),
  };
  return PANEL_TABS.filter((tab) => shown[tab]);
}
