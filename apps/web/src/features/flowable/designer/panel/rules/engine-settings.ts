import { readAttr } from './attrs.ts';
import { extensionsOf } from './extensions.ts';
import type { ModdleElement } from './types.ts';

/**
 * What the engine reads of an element that the designer shows but does not edit (issue 25): a
 * call activity's called process and variable mappings, timer definitions, Flowable's / Activiti's
 * `formProperty` lists. The panel shows them read-only; open and save keep them as written.
 */

/** One `<flowable:in>` / `<flowable:out>` of a call activity. */
export interface VariableMapping {
  direction: 'in' | 'out';
  /** `source`, else `sourceExpression`, else `all` for `variables="all"`. */
  source: string;
  target: string;
}

export interface CallSettings {
  calledElement: string;
  /** `calledElementBinding` / `calledElementVersion` / `calledElementType`, when written. */
  binding: string;
  version: string;
  type: string;
  mappings: VariableMapping[];
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function mappingsOf(bo: ModdleElement, direction: 'in' | 'out'): VariableMapping[] {
  return extensionsOf(bo, direction === 'in' ? 'In' : 'Out').map((mapping) => ({
    direction,
    source: text(mapping.get('source')) || text(mapping.get('sourceExpression')) || text(mapping.get('variables')),
    target: text(mapping.get('target')),
  }));
}

/** A call activity's settings, or null for any other element. */
export function callSettingsOf(bo: ModdleElement): CallSettings | null {
  if (bo.$type !== 'bpmn:CallActivity') return null;
  return {
    calledElement: text(bo.get('calledElement')),
    binding: readAttr(bo, 'calledElementBinding'),
    version: readAttr(bo, 'calledElementVersion'),
    type: readAttr(bo, 'calledElementType'),
    mappings: [...mappingsOf(bo, 'in'), ...mappingsOf(bo, 'out')],
  };
}

export const TIMER_KINDS = ['timeDate', 'timeDuration', 'timeCycle'] as const;
export type TimerKind = (typeof TIMER_KINDS)[number];

export interface TimerSetting {
  kind: TimerKind;
  /** The expression as written: an ISO 8601 date, duration or cycle, a cron cycle, or `${…}`. */
  value: string;
}

/** The timer definitions of an event (start, intermediate, boundary), in order. */
export function timersOf(bo: ModdleElement): TimerSetting[] {
  const definitions = (bo.get('eventDefinitions') as ModdleElement[] | undefined) ?? [];
  return definitions
    .filter((definition) => definition.$type === 'bpmn:TimerEventDefinition')
    .flatMap((timer) =>
      TIMER_KINDS.flatMap((kind) => {
        const expression = timer.get(kind) as ModdleElement | undefined;
        return expression ? [{ kind, value: text(expression.get('body')).trim() }] : [];
      }),
    );
}

/** One `<flowable:formProperty>` (Flowable's and Activiti's own task and start forms). */
export interface FormPropertyRow {
  id: string;
  name: string;
  type: string;
  variable: string;
  expression: string;
  datePattern: string;
  defaultValue: string;
  required: boolean;
  readable: boolean;
  writable: boolean;
  /** An enum's values as `id=name`. */
  values: string[];
}

export function formPropertiesOf(bo: ModdleElement): FormPropertyRow[] {
  return extensionsOf(bo, 'FormProperty').map((property) => ({
    id: text(property.get('id')),
    name: text(property.get('name')),
    type: text(property.get('type')),
    variable: text(property.get('variable')),
    expression: text(property.get('expression')),
    datePattern: text(property.get('datePattern')),
    defaultValue: text(property.get('default')),
    // Flowable's defaults: a property is readable and writable unless it says otherwise
    required: property.get('required') === true,
    readable: property.get('readable') !== false,
    writable: property.get('writable') !== false,
    values: ((property.get('values') as ModdleElement[] | undefined) ?? []).map(
      (value) => `${text(value.get('id'))}=${text(value.get('name'))}`,
    ),
  }));
}

/** Whether the element has anything the 引擎设置 tab shows. */
export function hasEngineSettings(bo: ModdleElement): boolean {
  return callSettingsOf(bo) !== null || timersOf(bo).length > 0 || formPropertiesOf(bo).length > 0;
}
