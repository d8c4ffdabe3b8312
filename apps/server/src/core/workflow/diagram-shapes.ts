/**
 * SVG drawing of BPMN notation for the diagram renderer: events with their markers, gateways,
 * activities with their type icons and loop markers, connections with their arrowheads. Every
 * function takes geometry and colours (never text) and answers SVG markup.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Paint {
  stroke: string;
  fill: string;
}

/** A number for SVG: finite and with at most two decimals. */
export const n = (value: number) => String(Math.round((Number.isFinite(value) ? value : 0) * 100) / 100);
const points = (list: Point[]) => list.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');

// ---------------------------------------------------------------------------------------------
// Events

export type EventKind = 'start' | 'end' | 'intermediate' | 'boundary';

/** A BPMN event: thin circle (start), thick (end), double (intermediate and boundary). */
export function eventShape(box: Box, kind: EventKind, paint: Paint, dashed: boolean): string {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = Math.min(box.width, box.height) / 2;
  const dash = dashed ? ' stroke-dasharray="5 3"' : '';
  const circle = (radius: number, width: number, fill = paint.fill) =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${fill}" stroke="${paint.stroke}" stroke-width="${width}"${dash}/>`;
  if (kind === 'start') return circle(r, 2);
  if (kind === 'end') return circle(r - 1, 4);
  return circle(r, 1.5) + circle(r - 3, 1.5, 'none');
}

/**
 * The marker of an event definition (`bpmn:TimerEventDefinition` …), centred in the event;
 * throwing events (end, intermediate throw) draw it filled.
 */
export function eventMarker(box: Box, definition: string, thrown: boolean, paint: Paint): string {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const s = Math.min(box.width, box.height) / 36;
  const at = (dx: number, dy: number) => ({ x: cx + dx * s, y: cy + dy * s });
  const fill = thrown ? paint.stroke : paint.fill;
  const line = thrown ? paint.fill : paint.stroke;
  const poly = (list: Point[], f = fill) =>
    `<polygon points="${points(list)}" fill="${f}" stroke="${paint.stroke}" stroke-width="1.2" stroke-linejoin="round"/>`;
  switch (definition) {
    case 'bpmn:MessageEventDefinition': {
      const a = at(-9, -6);
      const b = at(9, 6);
      return (
        `<rect x="${n(a.x)}" y="${n(a.y)}" width="${n(b.x - a.x)}" height="${n(b.y - a.y)}" fill="${fill}" stroke="${paint.stroke}" stroke-width="1.2"/>` +
        `<polyline points="${points([a, at(0, 1), at(9, -6)])}" fill="none" stroke="${line}" stroke-width="1.2"/>`
      );
    }
    case 'bpmn:TimerEventDefinition': {
      const r = 10 * s;
      let ticks = '';
      for (let i = 0; i < 12; i++) {
        const angle = (i * Math.PI) / 6;
        const p = { x: cx + Math.cos(angle) * r * 0.78, y: cy + Math.sin(angle) * r * 0.78 };
        const q = { x: cx + Math.cos(angle) * r, y: cy + Math.sin(angle) * r };
        ticks += `<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}" stroke="${paint.stroke}" stroke-width="1"/>`;
      }
      return (
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="1.5"/>` +
        ticks +
        `<polyline points="${points([at(0, -7), at(0, 0), at(5, 2)])}" fill="none" stroke="${paint.stroke}" stroke-width="1.5" stroke-linecap="round"/>`
      );
    }
    case 'bpmn:SignalEventDefinition':
      return poly([at(0, -10), at(9, 6), at(-9, 6)]);
    case 'bpmn:ErrorEventDefinition':
      return poly([at(-8, 8), at(-3, -9), at(2, 1), at(8, -8), at(3, 9), at(-2, -1)]);
    case 'bpmn:EscalationEventDefinition':
      return poly([at(0, -10), at(7, 8), at(0, 2), at(-7, 8)]);
    case 'bpmn:TerminateEventDefinition':
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(9 * s)}" fill="${paint.stroke}"/>`;
    case 'bpmn:ConditionalEventDefinition': {
      const a = at(-7, -9);
      let rows = '';
      for (const dy of [-5, -1, 3, 7]) {
        const p = at(-4, dy);
        const q = at(4, dy);
        rows += `<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}" stroke="${paint.stroke}" stroke-width="1"/>`;
      }
      return `<rect x="${n(a.x)}" y="${n(a.y)}" width="${n(14 * s)}" height="${n(18 * s)}" fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="1.2"/>${rows}`;
    }
    case 'bpmn:LinkEventDefinition':
      return poly([at(-8, -3), at(1, -3), at(1, -8), at(9, 0), at(1, 8), at(1, 3), at(-8, 3)]);
    case 'bpmn:CompensateEventDefinition':
      return poly([at(-9, 0), at(-1, -6), at(-1, 6)]) + poly([at(-1, 0), at(7, -6), at(7, 6)]);
    case 'bpmn:CancelEventDefinition': {
      const strokeOf = (p: Point, q: Point) =>
        `<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}" stroke="${paint.stroke}" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`;
      return strokeOf(at(-7, -7), at(7, 7)) + strokeOf(at(7, -7), at(-7, 7));
    }
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Gateways

export type GatewayKind = 'exclusive' | 'parallel' | 'inclusive' | 'eventBased' | 'complex' | 'plain';

export function gatewayShape(box: Box, kind: GatewayKind, paint: Paint): string {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const s = Math.min(box.width, box.height) / 40;
  const diamond = `<polygon points="${points([
    { x: cx, y: box.y },
    { x: box.x + box.width, y: cy },
    { x: cx, y: box.y + box.height },
    { x: box.x, y: cy },
  ])}" fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="2" stroke-linejoin="round"/>`;
  const bar = (dx1: number, dy1: number, dx2: number, dy2: number) =>
    `<line x1="${n(cx + dx1 * s)}" y1="${n(cy + dy1 * s)}" x2="${n(cx + dx2 * s)}" y2="${n(cy + dy2 * s)}" stroke="${paint.stroke}" stroke-width="${n(3.5 * s)}" stroke-linecap="round"/>`;
  const ring = (r: number, width: number) =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * s)}" fill="none" stroke="${paint.stroke}" stroke-width="${n(width * s)}"/>`;
  const plus = bar(0, -10, 0, 10) + bar(-10, 0, 10, 0);
  const cross = bar(-7, -7, 7, 7) + bar(7, -7, -7, 7);
  switch (kind) {
    case 'exclusive':
      return diamond + cross;
    case 'parallel':
      return diamond + plus;
    case 'inclusive':
      return diamond + ring(9, 2.5);
    case 'complex':
      return diamond + plus + bar(-6.5, -6.5, 6.5, 6.5) + bar(6.5, -6.5, -6.5, 6.5);
    case 'eventBased': {
      const pentagon = Array.from({ length: 5 }, (_, i) => {
        const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        return { x: cx + Math.cos(angle) * 5.5 * s, y: cy + Math.sin(angle) * 5.5 * s };
      });
      return (
        diamond +
        ring(11, 1) +
        ring(8.5, 1) +
        `<polygon points="${points(pentagon)}" fill="none" stroke="${paint.stroke}" stroke-width="${n(1.3 * s)}" stroke-linejoin="round"/>`
      );
    }
    default:
      return diamond;
  }
}

// ---------------------------------------------------------------------------------------------
// Activities

export type ActivityBorder = 'task' | 'callActivity' | 'transaction' | 'eventSubProcess';

export function activityShape(box: Box, border: ActivityBorder, paint: Paint): string {
  const rect = (inset: number, width: number, extra = '') =>
    `<rect x="${n(box.x + inset)}" y="${n(box.y + inset)}" width="${n(Math.max(0, box.width - 2 * inset))}" height="${n(Math.max(0, box.height - 2 * inset))}" rx="${n(Math.max(0, 10 - inset))}" fill="${inset ? 'none' : paint.fill}" stroke="${paint.stroke}" stroke-width="${width}"${extra}/>`;
  if (border === 'callActivity') return rect(0, 5);
  if (border === 'transaction') return rect(0, 1.5) + rect(3, 1.5);
  if (border === 'eventSubProcess') return rect(0, 1.5, ' stroke-dasharray="2 3"');
  return rect(0, 2);
}

export type TaskIcon = 'user' | 'service' | 'script' | 'send' | 'receive' | 'businessRule' | 'manual';

/** The small icon of a task type, top left. */
export function taskIcon(box: Box, icon: TaskIcon, paint: Paint): string {
  const x = box.x + 7;
  const y = box.y + 6;
  const stroke = `stroke="${paint.stroke}" stroke-width="1.1" stroke-linejoin="round"`;
  switch (icon) {
    case 'user':
      return (
        `<circle cx="${n(x + 8)}" cy="${n(y + 5)}" r="4" fill="${paint.fill}" ${stroke}/>` +
        `<path d="M${n(x + 1)},${n(y + 17)} v-3.5 c0,-3 3,-5 7,-5 c4,0 7,2 7,5 v3.5 z" fill="${paint.fill}" ${stroke}/>`
      );
    case 'service': {
      let teeth = '';
      for (let i = 0; i < 8; i++) {
        const angle = (i * Math.PI) / 4;
        const p = { x: x + 8 + Math.cos(angle) * 5, y: y + 8 + Math.sin(angle) * 5 };
        const q = { x: x + 8 + Math.cos(angle) * 8, y: y + 8 + Math.sin(angle) * 8 };
        teeth += `<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}" stroke="${paint.stroke}" stroke-width="2.6"/>`;
      }
      return (
        teeth +
        `<circle cx="${n(x + 8)}" cy="${n(y + 8)}" r="5.5" fill="${paint.fill}" ${stroke}/>` +
        `<circle cx="${n(x + 8)}" cy="${n(y + 8)}" r="2" fill="${paint.fill}" ${stroke}/>`
      );
    }
    case 'script':
      return (
        `<path d="M${n(x + 3)},${n(y)} h12 c-4,4 -4,8 0,16 h-12 c4,-8 4,-12 0,-16 z" fill="${paint.fill}" ${stroke}/>` +
        [4, 8, 12]
          .map(
            (dy) =>
              `<line x1="${n(x + 5)}" y1="${n(y + dy)}" x2="${n(x + 11)}" y2="${n(y + dy)}" stroke="${paint.stroke}" stroke-width="1"/>`,
          )
          .join('')
      );
    case 'send':
    case 'receive': {
      const thrown = icon === 'send';
      return (
        `<rect x="${n(x)}" y="${n(y + 2)}" width="17" height="12" fill="${thrown ? paint.stroke : paint.fill}" ${stroke}/>` +
        `<polyline points="${n(x)},${n(y + 2)} ${n(x + 8.5)},${n(y + 9)} ${n(x + 17)},${n(y + 2)}" fill="none" stroke="${thrown ? paint.fill : paint.stroke}" stroke-width="1.1"/>`
      );
    }
    case 'businessRule':
      return (
        `<rect x="${n(x)}" y="${n(y + 1)}" width="17" height="13" fill="${paint.fill}" ${stroke}/>` +
        `<rect x="${n(x)}" y="${n(y + 1)}" width="17" height="4" fill="${paint.stroke}"/>` +
        `<line x1="${n(x)}" y1="${n(y + 9.5)}" x2="${n(x + 17)}" y2="${n(y + 9.5)}" stroke="${paint.stroke}" stroke-width="1"/>` +
        `<line x1="${n(x + 5)}" y1="${n(y + 5)}" x2="${n(x + 5)}" y2="${n(y + 14)}" stroke="${paint.stroke}" stroke-width="1"/>`
      );
    case 'manual':
      return `<path d="M${n(x)},${n(y + 6)} h7 l2,-3 h6 v2 h-5 h7 v2 h-7 h6 v2 h-6 h5 v2 h-5 h3 v2 h-13 z" fill="${paint.fill}" ${stroke}/>`;
  }
}

export type ActivityMarker = 'parallel' | 'sequential' | 'loop' | 'collapsed' | 'compensation';

/** The markers at the bottom centre of an activity, side by side. */
export function activityMarkers(box: Box, markers: ActivityMarker[], paint: Paint): string {
  const size = 14;
  const gap = 4;
  const total = markers.length * size + (markers.length - 1) * gap;
  let x = box.x + box.width / 2 - total / 2;
  const y = box.y + box.height - size - 5;
  let out = '';
  for (const marker of markers) {
    const bar = (x1: number, y1: number, x2: number, y2: number, width = 2.4) =>
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${paint.stroke}" stroke-width="${width}"/>`;
    if (marker === 'parallel') {
      for (const dx of [2, 7, 12]) out += bar(x + dx, y + 1, x + dx, y + size - 1);
    } else if (marker === 'sequential') {
      for (const dy of [2, 7, 12]) out += bar(x + 1, y + dy, x + size - 1, y + dy);
    } else if (marker === 'loop') {
      out +=
        `<path d="M${n(x + 3)},${n(y + 11)} A5.5,5.5 0 1 1 ${n(x + 11)},${n(y + 11)}" fill="none" stroke="${paint.stroke}" stroke-width="1.5"/>` +
        `<polyline points="${n(x + 11)},${n(y + 7)} ${n(x + 11)},${n(y + 11)} ${n(x + 15)},${n(y + 11)}" fill="none" stroke="${paint.stroke}" stroke-width="1.5"/>`;
    } else if (marker === 'collapsed') {
      out +=
        `<rect x="${n(x)}" y="${n(y)}" width="${size}" height="${size}" fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="1.5"/>` +
        bar(x + 3, y + 7, x + 11, y + 7, 1.5) +
        bar(x + 7, y + 3, x + 7, y + 11, 1.5);
    } else {
      out += `<polygon points="${points([
        { x, y: y + 7 },
        { x: x + 7, y: y + 2 },
        { x: x + 7, y: y + 12 },
      ])}" fill="none" stroke="${paint.stroke}" stroke-width="1.2"/><polygon points="${points([
        { x: x + 7, y: y + 7 },
        { x: x + 14, y: y + 2 },
        { x: x + 14, y: y + 12 },
      ])}" fill="none" stroke="${paint.stroke}" stroke-width="1.2"/>`;
    }
    x += size + gap;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Other shapes

/** Pool or lane: its rectangle and the header band its name goes in (left, or top if vertical). */
export function swimlaneShape(box: Box, horizontal: boolean, header: boolean, paint: Paint): string {
  const rect = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" fill="none" stroke="${paint.stroke}" stroke-width="1.5"/>`;
  if (!header) return rect;
  const line = horizontal
    ? { x1: box.x + 30, y1: box.y, x2: box.x + 30, y2: box.y + box.height }
    : { x1: box.x, y1: box.y + 30, x2: box.x + box.width, y2: box.y + 30 };
  return `${rect}<line x1="${n(line.x1)}" y1="${n(line.y1)}" x2="${n(line.x2)}" y2="${n(line.y2)}" stroke="${paint.stroke}" stroke-width="1.5"/>`;
}

export function annotationShape(box: Box, paint: Paint): string {
  const { x, y, height } = box;
  return `<path d="M${n(x + 10)},${n(y)} H${n(x)} V${n(y + height)} H${n(x + 10)}" fill="none" stroke="${paint.stroke}" stroke-width="1.5"/>`;
}

export function groupShape(box: Box, paint: Paint): string {
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="10" fill="none" stroke="${paint.stroke}" stroke-width="1.5" stroke-dasharray="8 3 1 3"/>`;
}

export function dataObjectShape(box: Box, paint: Paint): string {
  const { x, y, width: w, height: h } = box;
  const fold = Math.min(10, w / 3);
  return `<path d="M${n(x)},${n(y)} H${n(x + w - fold)} L${n(x + w)},${n(y + fold)} V${n(y + h)} H${n(x)} Z M${n(x + w - fold)},${n(y)} V${n(y + fold)} H${n(x + w)}" fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="1.5" stroke-linejoin="round"/>`;
}

export function dataStoreShape(box: Box, paint: Paint): string {
  const { x, y, width: w, height: h } = box;
  const ry = Math.min(8, h / 6);
  return (
    `<path d="M${n(x)},${n(y + ry)} A${n(w / 2)},${n(ry)} 0 0 1 ${n(x + w)},${n(y + ry)} V${n(y + h - ry)} A${n(w / 2)},${n(ry)} 0 0 1 ${n(x)},${n(y + h - ry)} Z" fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="1.5"/>` +
    `<path d="M${n(x)},${n(y + ry)} A${n(w / 2)},${n(ry)} 0 0 0 ${n(x + w)},${n(y + ry)}" fill="none" stroke="${paint.stroke}" stroke-width="1.5"/>`
  );
}

/** A DI shape whose element is not drawn otherwise (or not found): a dashed rectangle. */
export function unknownShape(box: Box, paint: Paint): string {
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" fill="none" stroke="${paint.stroke}" stroke-width="1" stroke-dasharray="4 3"/>`;
}

// ---------------------------------------------------------------------------------------------
// Connections

export type ConnectionKind = 'sequence' | 'message' | 'association' | 'directedAssociation' | 'dataAssociation';

const unit = (from: Point, to: Point) => {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
};

function arrowHead(tip: Point, from: Point, paint: Paint, open: boolean): string {
  const d = unit(from, tip);
  const nrm = { x: -d.y, y: d.x };
  const base = { x: tip.x - d.x * 11, y: tip.y - d.y * 11 };
  const list = [
    tip,
    { x: base.x + nrm.x * 4, y: base.y + nrm.y * 4 },
    { x: base.x - nrm.x * 4, y: base.y - nrm.y * 4 },
  ];
  if (open)
    return `<polyline points="${points([list[1] as Point, tip, list[2] as Point])}" fill="none" stroke="${paint.stroke}" stroke-width="1.5"/>`;
  return `<polygon points="${points(list)}" fill="${paint.stroke}" stroke="${paint.stroke}" stroke-width="1" stroke-linejoin="round"/>`;
}

/**
 * A connection along its waypoints: sequence flows solid with a filled arrowhead (a slash near
 * the source for the default flow, a small diamond for a conditional flow out of an activity),
 * message flows dashed from a small circle to an open arrowhead, associations dotted.
 */
export function connectionShape(
  waypoints: Point[],
  kind: ConnectionKind,
  paint: Paint,
  flags: { isDefault?: boolean; conditional?: boolean } = {},
): string {
  if (waypoints.length < 2) return '';
  const first = waypoints[0] as Point;
  const second = waypoints[1] as Point;
  const last = waypoints[waypoints.length - 1] as Point;
  const beforeLast = waypoints[waypoints.length - 2] as Point;
  const end = unit(beforeLast, last);
  const arrow =
    kind === 'sequence' || kind === 'message' || kind === 'directedAssociation' || kind === 'dataAssociation';
  // The line stops inside a filled arrowhead, so its square end never shows past the tip.
  const trimmed =
    kind === 'sequence' ? [...waypoints.slice(0, -1), { x: last.x - end.x * 6, y: last.y - end.y * 6 }] : waypoints;
  const dash =
    kind === 'message'
      ? ' stroke-dasharray="8 5"'
      : kind === 'sequence'
        ? ''
        : ' stroke-dasharray="1.5 4" stroke-linecap="round"';
  let out = `<polyline points="${points(trimmed)}" fill="none" stroke="${paint.stroke}" stroke-width="1.5" stroke-linejoin="round"${dash}/>`;
  if (arrow) out += arrowHead(last, beforeLast, paint, kind !== 'sequence');
  const d = unit(first, second);
  const nrm = { x: -d.y, y: d.x };
  if (kind === 'message') {
    out += `<circle cx="${n(first.x + d.x * 4)}" cy="${n(first.y + d.y * 4)}" r="4" fill="#ffffff" stroke="${paint.stroke}" stroke-width="1.5"/>`;
  }
  if (flags.isDefault) {
    const c = { x: first.x + d.x * 12, y: first.y + d.y * 12 };
    const s = { x: (d.x + nrm.x) * 5, y: (d.y + nrm.y) * 5 };
    out += `<line x1="${n(c.x - s.x)}" y1="${n(c.y - s.y)}" x2="${n(c.x + s.x)}" y2="${n(c.y + s.y)}" stroke="${paint.stroke}" stroke-width="1.5"/>`;
  } else if (flags.conditional) {
    const at = (along: number, across: number) => ({
      x: first.x + d.x * along + nrm.x * across,
      y: first.y + d.y * along + nrm.y * across,
    });
    out += `<polygon points="${points([at(0, 0), at(8, 5), at(16, 0), at(8, -5)])}" fill="#ffffff" stroke="${paint.stroke}" stroke-width="1.5"/>`;
  }
  return out;
}
