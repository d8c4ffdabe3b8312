/// <reference path="./bpmn-moddle.d.ts" />
import type { ModdleObject } from 'bpmn-moddle';
import type {
  ActivityBorder,
  ActivityMarker,
  Box,
  ConnectionKind,
  EventKind,
  GatewayKind,
  Point,
  TaskIcon,
} from './diagram-shapes.ts';

/** What diagram-svg.ts draws each BPMN element as: its kind of shape, border, markers, path. */

export const TASK_ICONS: Record<string, TaskIcon> = {
  'bpmn:UserTask': 'user',
  'bpmn:ServiceTask': 'service',
  'bpmn:ScriptTask': 'script',
  'bpmn:SendTask': 'send',
  'bpmn:ReceiveTask': 'receive',
  'bpmn:BusinessRuleTask': 'businessRule',
  'bpmn:ManualTask': 'manual',
};
export const GATEWAYS: Record<string, GatewayKind> = {
  'bpmn:ExclusiveGateway': 'exclusive',
  'bpmn:ParallelGateway': 'parallel',
  'bpmn:InclusiveGateway': 'inclusive',
  'bpmn:EventBasedGateway': 'eventBased',
  'bpmn:ComplexGateway': 'complex',
};
export const EVENTS: Record<string, EventKind> = {
  'bpmn:StartEvent': 'start',
  'bpmn:EndEvent': 'end',
  'bpmn:IntermediateCatchEvent': 'intermediate',
  'bpmn:IntermediateThrowEvent': 'intermediate',
  'bpmn:BoundaryEvent': 'boundary',
};
export const SUB_PROCESSES = new Set(['bpmn:SubProcess', 'bpmn:AdHocSubProcess', 'bpmn:Transaction']);

export const str = (value: unknown) => (typeof value === 'string' ? value : '');
export const finite = (...values: number[]) => values.every((v) => Number.isFinite(v));

export function boxOf(bounds: unknown): Box | undefined {
  const b = bounds as ModdleObject | undefined;
  if (!b) return undefined;
  const box = {
    x: Number(b.get('x')),
    y: Number(b.get('y')),
    width: Number(b.get('width')),
    height: Number(b.get('height')),
  };
  if (!finite(box.x, box.y, box.width, box.height) || box.width < 0 || box.height < 0) return undefined;
  return box;
}

/** The kind of line a connection (`bpmndi:BPMNEdge`'s element) is drawn as. */
export function connectionKindOf(element: ModdleObject | undefined): ConnectionKind {
  const type = element?.$type ?? '';
  if (type === 'bpmn:MessageFlow') return 'message';
  if (type === 'bpmn:Association') {
    const direction = element?.get('associationDirection');
    return direction === 'One' || direction === 'Both' ? 'directedAssociation' : 'association';
  }
  if (type === 'bpmn:DataInputAssociation' || type === 'bpmn:DataOutputAssociation') return 'dataAssociation';
  return 'sequence';
}

/** An activity's border: a call activity's thick one, a transaction's double, an event sub-process's dotted. */
export function activityBorderOf(element: ModdleObject, container: boolean): ActivityBorder {
  const type = element.$type;
  if (type === 'bpmn:CallActivity') return 'callActivity';
  if (type === 'bpmn:Transaction') return 'transaction';
  return container && element.get('triggeredByEvent') === true ? 'eventSubProcess' : 'task';
}

/** An activity's loop and compensation markers. */
export function loopMarkersOf(element: ModdleObject): ActivityMarker[] {
  const markers: ActivityMarker[] = [];
  const loop = element.get('loopCharacteristics') as ModdleObject | undefined;
  if (loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics')
    markers.push(loop.get('isSequential') === true ? 'sequential' : 'parallel');
  else if (loop?.$type === 'bpmn:StandardLoopCharacteristics') markers.push('loop');
  if (element.get('isForCompensation') === true) markers.push('compensation');
  return markers;
}

/** The point halfway along a path (of two waypoints or more), and the segment it is on. */
export function pathMiddle(waypoints: Point[]) {
  const segments = waypoints.slice(1).map((to, i) => {
    const from = waypoints[i] as Point;
    return { from, to, length: Math.hypot(to.x - from.x, to.y - from.y) };
  });
  let rest = segments.reduce((sum, s) => sum + s.length, 0) / 2;
  let segment = segments[segments.length - 1] as (typeof segments)[0];
  for (const s of segments) {
    if (rest <= s.length) {
      segment = s;
      break;
    }
    rest -= s.length;
  }
  const along = segment.length ? Math.min(1, rest / segment.length) : 0;
  const mid = {
    x: segment.from.x + (segment.to.x - segment.from.x) * along,
    y: segment.from.y + (segment.to.y - segment.from.y) * along,
  };
  return { segment, mid };
}
