/// <reference path="./bpmn-moddle.d.ts" />
import { DIAGRAM_COLOURS, type DiagramHighlight } from '@zj/contract';
import { moddleOptionsFor } from '@zj/contract/bpmn';
import BpmnModdle, { type ModdleObject } from 'bpmn-moddle';
import { badRequest } from '../http/app-error.ts';
import {
  activityBorderOf,
  boxOf,
  connectionKindOf,
  EVENTS,
  finite,
  GATEWAYS,
  loopMarkersOf,
  pathMiddle,
  SUB_PROCESSES,
  str,
  TASK_ICONS,
} from './diagram-elements.ts';
import { autoLayout } from './diagram-layout.ts';
import {
  activityMarkers,
  activityShape,
  annotationShape,
  type Box,
  connectionShape,
  dataObjectShape,
  dataStoreShape,
  type EventKind,
  eventMarker,
  eventShape,
  gatewayShape,
  groupShape,
  n,
  type Paint,
  type Point,
  swimlaneShape,
  taskIcon,
  unknownShape,
} from './diagram-shapes.ts';
import { DIAGRAM_FONT_FAMILY, escapeXml, FONT_SIZE, LINE_HEIGHT, textWidth, wrapText } from './diagram-text.ts';

/**
 * A BPMN model's diagram as SVG, drawn from its diagram interchange (the `BPMNDiagram` of process
 * `processKey` — its plane the process, or a collaboration with a participant for it — else the first):
 * every `BPMNShape` at its bounds and every `BPMNEdge` along its waypoints, with element names
 * wrapped inside activities and under events and gateways (or in their `BPMNLabel` bounds).
 * `highlight` colours a process's progress: finished elements and taken flows in
 * `DIAGRAM_COLOURS.finished`, active elements in `DIAGRAM_COLOURS.active`. Names are escaped
 * (they are user input); the viewBox covers every shape, waypoint and label with a margin.
 * A model without diagram layout is drawn as bpmn-auto-layout lays out that process (the web's
 * viewer and designer open such a file the same way). XML that does not parse is refused with
 * `workflow.model.unreadable`, a model with nothing to draw with `workflow.diagram.missing`.
 */
export async function renderDiagramSvg(
  xml: string,
  highlight: DiagramHighlight = {},
  processKey?: string,
): Promise<string> {
  const moddle = new BpmnModdle(moddleOptionsFor(xml));
  const definitions = await definitionsOf(moddle, xml);
  let items = diagramItems(definitions, processKey);
  // A file without diagram layout (Activiti examples often are) is drawn laid out, as the designer opens it.
  if (items.length === 0) {
    const laidOut = await definitionsOf(moddle, await autoLayout(moddle, definitions, processKey));
    items = diagramItems(laidOut, processKey);
  }
  if (items.length === 0) throw badRequest('workflow.diagram.missing');
  return new Drawing(items, highlight).svg();
}

async function definitionsOf(moddle: BpmnModdle, xml: string): Promise<ModdleObject> {
  let definitions: ModdleObject;
  try {
    ({ rootElement: definitions } = await moddle.fromXML(xml));
  } catch (error) {
    const detail = String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
    throw badRequest('workflow.model.unreadable', { detail: detail.slice(0, 200) });
  }
  if (definitions?.$type !== 'bpmn:Definitions') {
    throw badRequest('workflow.model.unreadable', { detail: 'no <definitions>' });
  }
  return definitions;
}

/** The shapes and edges of the diagram of process `processKey`, else of the first. */
function diagramItems(definitions: ModdleObject, processKey?: string): ModdleObject[] {
  const diagrams = (definitions.get('diagrams') as ModdleObject[] | undefined) ?? [];
  const diagram = diagrams.find((d) => showsProcess(d, processKey)) ?? diagrams[0];
  const plane = diagram?.get('plane') as ModdleObject | undefined;
  return ((plane?.get('planeElement') as ModdleObject[] | undefined) ?? []).filter(
    (item) => item.$type === 'bpmndi:BPMNShape' || item.$type === 'bpmndi:BPMNEdge',
  );
}

/** Whether the diagram's plane shows process `processKey`, alone or as a participant of a collaboration. */
function showsProcess(diagram: ModdleObject, processKey: string | undefined): boolean {
  const shown = (diagram.get('plane') as ModdleObject | undefined)?.get('bpmnElement') as ModdleObject | undefined;
  if (processKey === undefined || !shown) return false;
  if (shown.$type === 'bpmn:Collaboration') {
    const participants = (shown.get('participants') as ModdleObject[] | undefined) ?? [];
    return participants.some((p) => (p.get('processRef') as ModdleObject | undefined)?.get('id') === processKey);
  }
  return shown.get('id') === processKey;
}

/** Drawing order: pools under lanes under expanded sub-processes, then connections, nodes, labels. */
const Layer = { Pool: 0, Lane: 1, Container: 2, Group: 3, Connection: 4, Node: 5, Attached: 6, Label: 7 } as const;
type Layer = (typeof Layer)[keyof typeof Layer];

const TEXT_COLOUR = DIAGRAM_COLOURS.plain.stroke;
const MARGIN = 20;
/** Width of a label under an event or gateway (bpmn-js uses 90 too). */
const EXTERNAL_LABEL_WIDTH = 90;

interface Piece {
  layer: Layer;
  /** Within a layer: larger containers first, then document order. */
  rank: number;
  svg: string;
}

class Drawing {
  readonly #pieces: Piece[] = [];
  readonly #extent = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  readonly #finished: Set<string>;
  readonly #taken: Set<string>;
  readonly #active: Set<string>;
  /** Ids of the elements this diagram draws (a sub-process with drawn children is expanded). */
  readonly #drawn = new Set<string>();

  constructor(
    readonly items: ModdleObject[],
    highlight: DiagramHighlight,
  ) {
    this.#finished = new Set(highlight.finished ?? []);
    this.#taken = new Set(highlight.taken ?? []);
    this.#active = new Set(highlight.active ?? []);
    for (const item of items) {
      const id = str((item.get('bpmnElement') as ModdleObject | undefined)?.get('id'));
      if (id) this.#drawn.add(id);
    }
  }

  svg(): string {
    this.items.forEach((item, index) => {
      if (item.$type === 'bpmndi:BPMNShape') this.shape(item, index);
      else this.edge(item, index);
    });
    const { minX, minY, maxX, maxY } = this.#extent;
    const x = (Number.isFinite(minX) ? minX : 0) - MARGIN;
    const y = (Number.isFinite(minY) ? minY : 0) - MARGIN;
    const width = (Number.isFinite(maxX) ? maxX - minX : 0) + 2 * MARGIN;
    const height = (Number.isFinite(maxY) ? maxY - minY : 0) + 2 * MARGIN;
    const body = this.#pieces
      .map((piece, index) => ({ ...piece, index }))
      .sort((a, b) => a.layer - b.layer || a.rank - b.rank || a.index - b.index)
      .map((piece) => piece.svg)
      .join('\n');
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="${n(x)} ${n(y)} ${n(width)} ${n(height)}">`,
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="#ffffff"/>`,
      `<g font-family="${escapeXml(DIAGRAM_FONT_FAMILY)}" font-size="${FONT_SIZE}">`,
      body,
      '</g>',
      '</svg>',
    ].join('\n');
  }

  // -------------------------------------------------------------------------------------------

  private paintOf(id: string, connection = false): Paint {
    if (this.#active.has(id)) return DIAGRAM_COLOURS.active;
    if (this.#finished.has(id) || (connection && this.#taken.has(id))) return DIAGRAM_COLOURS.finished;
    return DIAGRAM_COLOURS.plain;
  }

  private include(box: Box) {
    const e = this.#extent;
    e.minX = Math.min(e.minX, box.x);
    e.minY = Math.min(e.minY, box.y);
    e.maxX = Math.max(e.maxX, box.x + box.width);
    e.maxY = Math.max(e.maxY, box.y + box.height);
  }

  private add(layer: Layer, rank: number, id: string, kind: 'shape' | 'edge' | 'label', svg: string) {
    const attrs = `data-element-id="${escapeXml(id)}" data-di="${kind}"`;
    this.#pieces.push({ layer, rank, svg: `<g ${attrs}>${svg}</g>` });
  }

  /**
   * Lines of text as SVG: `anchor` middle centres each line on `x`, start aligns them to it;
   * `top` is the top of the first line. Answers the markup and the box the text covers.
   */
  private text(lines: string[], x: number, top: number, anchor: 'middle' | 'start' = 'middle') {
    const width = Math.max(0, ...lines.map((line) => textWidth(line)));
    const box = { x: anchor === 'middle' ? x - width / 2 : x, y: top, width, height: lines.length * LINE_HEIGHT };
    const spans = lines
      .map((line, i) => `<tspan x="${n(x)}" y="${n(top + i * LINE_HEIGHT + FONT_SIZE)}">${escapeXml(line)}</tspan>`)
      .join('');
    const svg = lines.length ? `<text text-anchor="${anchor}" fill="${TEXT_COLOUR}">${spans}</text>` : '';
    return { svg, box };
  }

  /** A label outside its element: in the DI label bounds, else centred under `below`. */
  private externalLabel(id: string, name: string, labelBox: Box | undefined, below: Box) {
    if (!name.trim()) return;
    const width = Math.max(labelBox?.width ?? 0, EXTERNAL_LABEL_WIDTH);
    const lines = wrapText(name, width, 4);
    const cx = labelBox ? labelBox.x + labelBox.width / 2 : below.x + below.width / 2;
    const top = labelBox ? labelBox.y : below.y + below.height + 5;
    const { svg, box } = this.text(lines, cx, top);
    this.include(box);
    this.add(Layer.Label, 0, id, 'label', svg);
  }

  // -------------------------------------------------------------------------------------------

  private shape(item: ModdleObject, index: number) {
    const box = boxOf(item.get('bounds'));
    if (!box) return;
    this.include(box);
    const element = item.get('bpmnElement') as ModdleObject | undefined;
    const type = element?.$type ?? '';
    const id = str(element?.get('id')) || str(item.get('id'));
    const name = str(element?.get('name'));
    const labelBox = boxOf((item.get('label') as ModdleObject | undefined)?.get('bounds'));
    const labelBounds = labelBox && labelBox.width > 0 && labelBox.height > 0 ? labelBox : undefined;
    const paint = this.paintOf(id);
    const horizontal = item.get('isHorizontal') !== false;

    if (type === 'bpmn:Participant' || type === 'bpmn:Lane') {
      const pool = type === 'bpmn:Participant';
      // A pool with a process has a header band; a black-box pool shows its name in the middle.
      const header = !pool || Boolean(element?.get('processRef'));
      const svg = swimlaneShape(box, horizontal, pool && header, DIAGRAM_COLOURS.plain);
      return this.add(
        pool ? Layer.Pool : Layer.Lane,
        index,
        id,
        'shape',
        svg + this.swimlaneLabel(name, box, horizontal, header),
      );
    }
    if (EVENTS[type]) return this.event(item, element as ModdleObject, box, paint, labelBounds, index);
    if (GATEWAYS[type]) {
      this.add(Layer.Node, index, id, 'shape', gatewayShape(box, GATEWAYS[type], paint));
      return this.externalLabel(id, name, labelBounds, box);
    }
    if (SUB_PROCESSES.has(type) || type === 'bpmn:CallActivity' || TASK_ICONS[type] || type === 'bpmn:Task') {
      return this.activity(item, element as ModdleObject, box, paint, index);
    }
    if (type === 'bpmn:TextAnnotation') {
      const text = str(element?.get('text'));
      const lines = wrapText(
        text,
        Math.max(box.width - 10, 20),
        Math.max(Math.floor((box.height - 6) / LINE_HEIGHT), 10),
      );
      const label = this.text(lines, box.x + 5, box.y + 4, 'start');
      this.include(label.box);
      return this.add(Layer.Node, index, id, 'shape', annotationShape(box, DIAGRAM_COLOURS.plain) + label.svg);
    }
    if (type === 'bpmn:Group') {
      const category = element?.get('categoryValueRef') as ModdleObject | undefined;
      const label = this.text(
        wrapText(str(category?.get('value')), box.width - 10, 2),
        box.x + box.width / 2,
        box.y + 4,
      );
      return this.add(Layer.Group, index, id, 'shape', groupShape(box, DIAGRAM_COLOURS.plain) + label.svg);
    }
    if (type === 'bpmn:DataObjectReference' || type === 'bpmn:DataObject' || type === 'bpmn:DataStoreReference') {
      const svg = type === 'bpmn:DataStoreReference' ? dataStoreShape(box, paint) : dataObjectShape(box, paint);
      this.add(Layer.Node, index, id, 'shape', svg);
      return this.externalLabel(id, name, labelBounds, box);
    }
    this.add(Layer.Node, index, id, 'shape', unknownShape(box, paint));
  }

  private swimlaneLabel(name: string, box: Box, horizontal: boolean, header: boolean): string {
    if (!header) {
      const lines = wrapText(name, box.width - 20, Math.max(1, Math.floor(box.height / LINE_HEIGHT)));
      return this.text(lines, box.x + box.width / 2, box.y + box.height / 2 - (lines.length * LINE_HEIGHT) / 2).svg;
    }
    if (!horizontal) {
      const lines = wrapText(name, box.width - 10, 1);
      return this.text(lines, box.x + box.width / 2, box.y + 15 - LINE_HEIGHT / 2).svg;
    }
    // Written bottom to top in the 30 px band on the left.
    const lines = wrapText(name, box.height - 10, 2);
    const cx = box.x + 15;
    const cy = box.y + box.height / 2;
    const { svg } = this.text(lines, cx, cy - (lines.length * LINE_HEIGHT) / 2);
    return svg.replace('<text ', `<text transform="rotate(-90 ${n(cx)} ${n(cy)})" `);
  }

  private event(
    item: ModdleObject,
    element: ModdleObject,
    box: Box,
    paint: Paint,
    label: Box | undefined,
    index: number,
  ) {
    const type = element.$type;
    const kind = EVENTS[type] as EventKind;
    const dashed =
      (type === 'bpmn:BoundaryEvent' && element.get('cancelActivity') === false) ||
      (type === 'bpmn:StartEvent' && element.get('isInterrupting') === false);
    const thrown = type === 'bpmn:EndEvent' || type === 'bpmn:IntermediateThrowEvent';
    const definitions = (element.get('eventDefinitions') as ModdleObject[] | undefined) ?? [];
    // Several definitions: the multiple marker is a pentagon; one is drawn as its kind.
    const marker =
      definitions.length === 1
        ? eventMarker(box, (definitions[0] as ModdleObject).$type, thrown, paint)
        : definitions.length > 1
          ? eventMarker(box, 'bpmn:SignalEventDefinition', thrown, paint)
          : '';
    const id = str(element.get('id')) || str(item.get('id'));
    this.add(
      type === 'bpmn:BoundaryEvent' ? Layer.Attached : Layer.Node,
      index,
      id,
      'shape',
      eventShape(box, kind, paint, dashed) + marker,
    );
    this.externalLabel(id, str(element.get('name')), label, box);
  }

  private activity(item: ModdleObject, element: ModdleObject, box: Box, paint: Paint, index: number) {
    const type = element.$type;
    const id = str(element.get('id'));
    const name = str(element.get('name'));
    const container = SUB_PROCESSES.has(type);
    const expandedByDi = item.get('isExpanded');
    const children = container ? ((element.get('flowElements') as ModdleObject[] | undefined) ?? []) : [];
    const expanded =
      container &&
      (expandedByDi === true ||
        (expandedByDi !== false && children.some((child) => this.#drawn.has(str(child.get('id'))))));
    const border = activityBorderOf(element, container);

    const markers = loopMarkersOf(element);
    if ((container && !expanded) || type === 'bpmn:CallActivity') markers.push('collapsed');

    let svg = activityShape(box, border, paint);
    const icon = TASK_ICONS[type];
    if (icon) svg += taskIcon(box, icon, paint);
    if (markers.length) svg += activityMarkers(box, markers, paint);
    if (expanded) {
      svg += this.text(wrapText(name, box.width - 16, 2), box.x + 8, box.y + 6, 'start').svg;
    } else {
      const room = box.height - (markers.length ? 24 : 10) - (icon ? 8 : 0);
      const lines = wrapText(name, box.width - 10, Math.max(1, Math.floor(room / LINE_HEIGHT)));
      const middle = box.y + (icon ? 4 : 0) + (box.height - (markers.length ? 14 : 0)) / 2;
      svg += this.text(lines, box.x + box.width / 2, middle - (lines.length * LINE_HEIGHT) / 2).svg;
    }
    const area = box.width * box.height;
    this.add(expanded ? Layer.Container : Layer.Node, expanded ? -area : index, id, 'shape', svg);
  }

  // -------------------------------------------------------------------------------------------

  private edge(item: ModdleObject, index: number) {
    const waypoints = ((item.get('waypoint') as ModdleObject[] | undefined) ?? [])
      .map((p) => ({ x: Number(p.get('x')), y: Number(p.get('y')) }))
      .filter((p) => finite(p.x, p.y));
    if (waypoints.length < 2) return;
    for (const p of waypoints) this.include({ x: p.x, y: p.y, width: 0, height: 0 });
    const element = item.get('bpmnElement') as ModdleObject | undefined;
    const type = element?.$type ?? '';
    const id = str(element?.get('id')) || str(item.get('id'));
    const kind = connectionKindOf(element);
    const flags: { isDefault?: boolean; conditional?: boolean } = {};
    if (type === 'bpmn:SequenceFlow' && element) {
      const source = element.get('sourceRef') as ModdleObject | undefined;
      flags.isDefault = source?.get('default') === element;
      flags.conditional = Boolean(element.get('conditionExpression')) && !source?.$type.endsWith('Gateway');
    }
    const paint = kind === 'association' ? DIAGRAM_COLOURS.plain : this.paintOf(id, true);
    this.add(Layer.Connection, index, id, 'edge', connectionShape(waypoints, kind, paint, flags));

    const name = str(element?.get('name'));
    if (!name.trim()) return;
    const labelBox = boxOf((item.get('label') as ModdleObject | undefined)?.get('bounds'));
    if (labelBox && labelBox.width > 0 && labelBox.height > 0) return this.externalLabel(id, name, labelBox, labelBox);
    this.edgeLabel(id, name, waypoints);
  }

  /** A flow's name without label bounds: at the middle of its path, above it or beside it. */
  private edgeLabel(id: string, name: string, waypoints: Point[]) {
    const { segment, mid } = pathMiddle(waypoints);
    const lines = wrapText(name, EXTERNAL_LABEL_WIDTH, 3);
    const vertical = Math.abs(segment.to.x - segment.from.x) < Math.abs(segment.to.y - segment.from.y);
    const { svg, box } = vertical
      ? this.text(lines, mid.x + 6, mid.y - (lines.length * LINE_HEIGHT) / 2, 'start')
      : this.text(lines, mid.x, mid.y - lines.length * LINE_HEIGHT - 3);
    this.include(box);
    this.add(Layer.Label, 0, id, 'label', svg);
  }
}
