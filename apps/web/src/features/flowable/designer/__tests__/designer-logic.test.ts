import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, canAlign } from '../logic/align.ts';
import { blankDiagram } from '../logic/blank-diagram.ts';
import { canOpen, downloadName, downloadType } from '../logic/file-names.ts';
import { type IdRegistry, newProcessId, RANDOM_ID_LENGTH, randomId, withRandomIds } from '../logic/ids.ts';
import { clampPanelWidth, PANEL_DEFAULT_WIDTH } from '../logic/panel-width.ts';
import { designerUrl, MODEL_LIST_PATH, modelIdOf, returnUrl } from '../logic/return-route.ts';
import { xmlToJson } from '../logic/xml-json.ts';
import {
  clampZoom,
  defaultViewbox,
  stepZoom,
  ZOOM_DEFAULT,
  ZOOM_MAX,
  ZOOM_MIN,
  ZoomOutOfRange,
  zoomPercent,
} from '../logic/zoom.ts';

describe('zoom (spec 02 §4, §9)', () => {
  it('defaults to 1 shown as 100%, steps by 0.1 without drift', () => {
    expect(ZOOM_DEFAULT).toBe(1);
    expect(zoomPercent(ZOOM_DEFAULT)).toBe('100%');
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    let scale = 0.2;
    for (let i = 0; i < 38; i++) scale = stepZoom(scale, 1);
    expect(scale).toBe(4);
    expect(zoomPercent(0.3)).toBe('30%');
  });

  it('refuses to go beyond 0.2 and 4', () => {
    expect([ZOOM_MIN, ZOOM_MAX]).toEqual([0.2, 4]);
    expect(stepZoom(0.3, -1)).toBe(0.2);
    expect(() => stepZoom(0.2, -1)).toThrow(ZoomOutOfRange);
    expect(stepZoom(3.9, 1)).toBe(4);
    expect(() => stepZoom(4, 1)).toThrow(ZoomOutOfRange);
  });

  it('opens a small diagram centred beside the palette, a large one from its top left', () => {
    const outer = { x: 0, y: 0, width: 1000, height: 600 };
    // centre of the diagram (300, 200) lands at the centre of the free area (110 + 445, 300)
    expect(defaultViewbox({ x: 200, y: 150, width: 200, height: 100 }, outer)).toEqual({ x: -255, y: -100 });
    expect(defaultViewbox({ x: 50, y: 60, width: 2000, height: 900 }, outer)).toEqual({ x: -100, y: 20 });
  });

  it('keeps a fitted scale within the bounds', () => {
    expect(clampZoom(0.05)).toBe(0.2);
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(0.7349)).toBe(0.7);
  });
});

describe('align (spec 02 §5)', () => {
  const shape = {};
  it('needs more than one selected shape, else the hold-Ctrl warning', () => {
    expect(canAlign([])).toEqual({ ok: false, reason: 'selectSeveral' });
    expect(canAlign([shape])).toEqual({ ok: false, reason: 'selectSeveral' });
    expect(canAlign([shape, { waypoints: [] }])).toEqual({ ok: false, reason: 'selectSeveral' });
    expect(canAlign([shape, { labelTarget: shape }])).toEqual({ ok: false, reason: 'selectSeveral' });
    expect(canAlign([shape, {}])).toEqual({ ok: true });
  });

  it("maps the six toolbar alignments to bpmn-js's names", () => {
    expect(ALIGNMENTS).toEqual({
      left: 'left',
      right: 'right',
      top: 'top',
      bottom: 'bottom',
      horizontalCentre: 'center',
      verticalCentre: 'middle',
    });
  });
});

describe('ids (spec 02 §9)', () => {
  it('generates random ids of 8 letters and digits, all different', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(RANDOM_ID_LENGTH).toBe(8);
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{8}$/);
  });

  it('gives a blank process Process_ and the timestamp', () => {
    expect(newProcessId(1700000000123)).toBe('Process_1700000000123');
  });

  it("makes the modeler's new ids prefix + 8 characters, skipping ids in use", () => {
    const taken = new Map<string, unknown>([['Activity_aaaaaaaa', true]]);
    const registry: IdRegistry = {
      nextPrefixed: () => 'Activity_0x1y2z3',
      assigned: (id) => taken.get(id),
      claim: (id, element) => void taken.set(id, element),
    };
    const answers = ['aaaaaaaa', 'bbbbbbbb'];
    withRandomIds(registry, () => answers.shift() as string);
    expect(registry.nextPrefixed('Activity_', 'el')).toBe('Activity_bbbbbbbb');
    expect(taken.get('Activity_bbbbbbbb')).toBe('el');
  });
});

describe('blank diagram', () => {
  it('is an executable process Process_<timestamp> with a start event and its shape', () => {
    const xml = blankDiagram('新流程', { id: newProcessId(42) });
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const process = doc.getElementsByTagName('bpmn2:process')[0];
    expect(process?.getAttribute('id')).toBe('Process_42');
    expect(process?.getAttribute('name')).toBe('新流程');
    expect(process?.getAttribute('isExecutable')).toBe('true');
    expect(doc.getElementsByTagName('bpmn2:startEvent')).toHaveLength(1);
    expect(doc.getElementsByTagName('bpmndi:BPMNShape')[0]?.getAttribute('bpmnElement')).toBe('StartEvent_1');
    expect(xml).toContain('xmlns:flowable="http://flowable.org/bpmn"');
    expect(blankDiagram('x', { flavour: 'camunda' })).toContain('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"');
    expect(blankDiagram('a"<b')).toContain('name="a&quot;&lt;b"');
  });
});

describe('downloads and opening files', () => {
  it('names a download by the process name, else its id, with the kind', () => {
    expect(downloadName('xml', '请假流程', 'leave')).toBe('请假流程.bpmn20.xml');
    expect(downloadName('bpmn', '', 'leave')).toBe('leave.bpmn');
    expect(downloadName('svg', '  ', undefined)).toBe('diagram.svg');
    expect(downloadName('svg', 'a/b: c', 'x')).toBe('a_b_c.svg');
    expect(downloadType('svg')).toBe('image/svg+xml;charset=utf-8');
    expect(downloadType('bpmn')).toBe('application/xml;charset=utf-8');
  });

  it('opens .xml and .bpmn files only', () => {
    expect(canOpen('a.bpmn20.xml')).toBe(true);
    expect(canOpen('A.BPMN')).toBe(true);
    expect(canOpen('a.json')).toBe(false);
  });
});

describe('routes (spec 02 §2)', () => {
  it('returns to 流程模板 with t and the current pageNum', () => {
    expect(returnUrl('?modelId=3&pageNum=2', 1000)).toBe(`${MODEL_LIST_PATH}?t=1000&pageNum=2`);
    expect(returnUrl('', 1000)).toBe(`${MODEL_LIST_PATH}?t=1000`);
    expect(returnUrl('?pageNum=x', 5)).toBe(`${MODEL_LIST_PATH}?t=5`);
  });

  it('reads modelId (digits only) and builds the designer URL', () => {
    expect(modelIdOf('?modelId=12')).toBe(12);
    expect(modelIdOf('?modelId=0')).toBeNull();
    expect(modelIdOf('?modelId=1e3')).toBeNull();
    expect(modelIdOf('')).toBeNull();
    expect(designerUrl(7, 3)).toBe('/sys/flowable/design?modelId=7&pageNum=3');
    expect(designerUrl(null)).toBe('/sys/flowable/design');
  });
});

describe('panel width (spec 02 §9)', () => {
  it('defaults to 475 px and stays between its minimum and what leaves the canvas room', () => {
    expect(PANEL_DEFAULT_WIDTH).toBe(475);
    expect(clampPanelWidth(100, 1400)).toBe(320);
    expect(clampPanelWidth(600.4, 1400)).toBe(600);
    expect(clampPanelWidth(1300, 1400)).toBe(1040);
  });
});

describe('JSON preview', () => {
  it('turns the XML into elements with attributes, children and text', () => {
    const json = JSON.parse(xmlToJson('<a x="1"><b>hi</b><c/></a>'));
    expect(json).toEqual({ name: 'a', attributes: { x: '1' }, children: [{ name: 'b', text: 'hi' }, { name: 'c' }] });
    expect(() => xmlToJson('<a>')).toThrow();
  });
});
