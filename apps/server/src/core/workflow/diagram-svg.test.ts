import { readFileSync } from 'node:fs';
import { DIAGRAM_COLOURS } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { renderDiagramSvg } from './diagram-svg.ts';
import { escapeXml, wrapText } from './diagram-text.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
/** Flowable modeler style: pool, lanes, every gateway, events with markers, sub-process, call activity. */
const RECTIFICATION = fixture('diagram-rectification.bpmn20.xml');
/** Camunda/bpmn-js style (bpmn: prefix): black-box pool, message flow, collapsed sub-process. */
const CAMUNDA = fixture('diagram-camunda.bpmn20.xml');
const PLAN = fixture('flowable-modeler-export.bpmn20.xml');

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1] as string);
/** The ids the DI draws, in document order. */
const shapeIds = (xml: string) => all(xml, /<bpmndi:BPMNShape[^>]*\bbpmnElement="([^"]+)"/g);
const edgeIds = (xml: string) => all(xml, /<bpmndi:BPMNEdge[^>]*\bbpmnElement="([^"]+)"/g);
/** The markup of one element's drawing (`<g data-element-id=… data-di=…>`, never nested). */
const part = (svg: string, id: string, kind: 'shape' | 'edge' | 'label' = 'shape') => {
  const match = new RegExp(`<g data-element-id="${id}" data-di="${kind}">(.*?)</g>`, 's').exec(svg);
  if (!match) throw new Error(`no ${kind} ${id}`);
  return match[1] as string;
};
const viewBox = (svg: string) => {
  const [x, y, width, height] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number) as number[];
  return { x: x as number, y: y as number, width: width as number, height: height as number };
};
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).key;
}

describe('renderDiagramSvg', () => {
  it('draws one shape per DI shape and one connection per DI edge, each tagged with its element id', async () => {
    for (const xml of [RECTIFICATION, CAMUNDA, PLAN]) {
      const svg = await renderDiagramSvg(xml);
      expect(all(svg, /data-element-id="([^"]+)" data-di="shape"/g).sort()).toEqual(shapeIds(xml).sort());
      expect(all(svg, /data-element-id="([^"]+)" data-di="edge"/g).sort()).toEqual(edgeIds(xml).sort());
    }
    const plan = await renderDiagramSvg(PLAN);
    expect(shapeIds(PLAN)).toEqual(['startEvent1', 'deptReview']);
    expect(part(plan, 'deptReview')).toContain('部门审批');
  });

  it('draws each kind with its notation', async () => {
    const svg = await renderDiagramSvg(RECTIFICATION);
    // Exclusive X, parallel +, inclusive O: lines or a ring inside the diamond.
    expect(part(svg, 'decide')).toMatch(/<polygon[^>]*\/>(<line[^>]*\/>){2}$/);
    expect(part(svg, 'fork')).toMatch(/<polygon[^>]*\/>(<line[^>]*\/>){2}$/);
    expect(part(svg, 'branches')).toMatch(/<polygon[^>]*\/><circle[^>]*\/>$/);
    // End events thick, start thin, boundary and intermediate doubled (non-interrupting dashed).
    expect(part(svg, 'done')).toContain('stroke-width="4"');
    expect(part(svg, 'start')).toMatch(/^<circle[^>]*stroke-width="2"\/>$/);
    expect(part(svg, 'remindTimer').match(/<circle/g)?.length).toBeGreaterThanOrEqual(3);
    expect(part(svg, 'remindTimer')).toContain('stroke-dasharray');
    // Multi-instance: three vertical bars (parallel) and three horizontal ones (sequential).
    const bars = (markup: string) =>
      all(markup, /<line x1="([\d.]+)" y1="[\d.]+" x2="([\d.]+)" y2="[\d.]+" stroke="[^"]+" stroke-width="2.4"/g);
    expect(bars(part(svg, 'rectify'))).toHaveLength(3);
    expect(part(svg, 'review')).toMatch(/(<line x1="([\d.]+)" y1="([\d.]+)" x2="(?!\2")[\d.]+" y2="\3"[^>]*\/>){3}/);
    // The call activity's thick border and the default flow's slash.
    expect(part(svg, 'callPlan')).toContain('stroke-width="5"');
    expect(part(svg, 'toRejected', 'edge')).toContain('<line');
    expect(part(svg, 'toApproved', 'edge')).not.toContain('<line');
    // Names: inside tasks, under events, in the BPMNLabel bounds when the DI has them.
    expect(part(svg, 'notify')).toContain('通知监理单位');
    expect(part(svg, 'done', 'label')).toContain('完成');
    expect(part(svg, 'toApproved', 'label')).toMatch(/<tspan x="760" y="402">通过<\/tspan>/);
    // The pool's name runs up its header band.
    expect(part(svg, 'pool')).toMatch(/<text transform="rotate\(-90 55 350\)"[^>]*><tspan[^>]*>质量整改流程</);

    const camunda = await renderDiagramSvg(CAMUNDA);
    expect(part(camunda, 'quoteFlow', 'edge')).toContain('stroke-dasharray="8 5"');
    expect(part(camunda, 'approveOrder')).toMatch(/<rect[^>]*width="14" height="14"/);
    expect(part(camunda, 's3', 'edge')).toMatch(/<polygon[^>]*fill="#ffffff"/);
    expect(part(camunda, 'Participant_supplier')).not.toContain('<line');
  });

  it('colours finished elements and taken flows green, active ones blue on a light fill, the rest plain', async () => {
    const svg = await renderDiagramSvg(RECTIFICATION, {
      finished: ['start', 'rectify', 'fork'],
      taken: ['f1', 'f2'],
      active: ['notify', 'record'],
    });
    const { finished, active, plain } = DIAGRAM_COLOURS;
    expect(finished).toEqual({ stroke: '#52c41a', fill: '#f6ffed' });
    expect(active).toEqual({ stroke: '#1677ff', fill: '#e6f4ff' });
    for (const id of ['start', 'rectify', 'fork']) {
      expect(part(svg, id)).toContain(`stroke="${finished.stroke}"`);
      expect(part(svg, id)).not.toContain(`stroke="${plain.stroke}"`);
    }
    for (const id of ['f1', 'f2']) expect(part(svg, id, 'edge')).toContain(`stroke="${finished.stroke}"`);
    for (const id of ['notify', 'record']) {
      expect(part(svg, id)).toContain(`stroke="${active.stroke}"`);
      expect(part(svg, id)).toContain(`fill="${active.fill}"`);
    }
    for (const [id, kind] of [
      ['review', 'shape'],
      ['f3', 'edge'],
      ['done', 'shape'],
    ] as const) {
      expect(part(svg, id, kind)).not.toMatch(new RegExp(`${finished.stroke}|${active.stroke}`));
    }
    // Without a highlight nothing is coloured.
    expect(await renderDiagramSvg(RECTIFICATION)).not.toMatch(new RegExp(`${finished.stroke}|${active.stroke}`));
  });

  it('keeps names as text: markup in a name is escaped, never executed', async () => {
    const svg = await renderDiagramSvg(RECTIFICATION);
    expect(svg).not.toMatch(/<script|<\/script/i);
    expect(part(svg, 'rectify')).toContain('&lt;script&gt;alert(1)');

    const hostile = PLAN.replace(
      'name="部门审批"',
      'name="&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"',
    ).replace('height="80.0" width="100.0" x="175.0"', 'height="200.0" width="400.0" x="175.0"');
    const text = part(await renderDiagramSvg(hostile), 'deptReview');
    expect(text).not.toMatch(/<script|<img|"\/>&lt;/);
    expect(text).toContain('&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(escapeXml(`a<b>&"c'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&#39;');
  });

  it('sets the viewBox around every bound, waypoint and label, with a margin', async () => {
    for (const xml of [RECTIFICATION, CAMUNDA, PLAN]) {
      const svg = await renderDiagramSvg(xml);
      const box = viewBox(svg);
      const xs = all(xml, /<(?:omgdc|dc):Bounds[^>]*\bx="([-\d.]+)"/g).map(Number);
      const ys = all(xml, /<(?:omgdc|dc):Bounds[^>]*\by="([-\d.]+)"/g).map(Number);
      const rights = [...xml.matchAll(/<(?:omgdc|dc):Bounds([^>]*)>/g)].map((m) => {
        const attrs = m[1] as string;
        const get = (name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(attrs)?.[1]);
        return { right: get('x') + get('width'), bottom: get('y') + get('height') };
      });
      const points = [...xml.matchAll(/<(?:omgdi|di):waypoint x="([-\d.]+)" y="([-\d.]+)"/g)].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
      }));
      expect(box.x).toBeLessThanOrEqual(Math.min(...xs, ...points.map((p) => p.x)) - 20);
      expect(box.y).toBeLessThanOrEqual(Math.min(...ys, ...points.map((p) => p.y)) - 20);
      expect(box.x + box.width).toBeGreaterThanOrEqual(
        Math.max(...rights.map((r) => r.right), ...points.map((p) => p.x)) + 20,
      );
      expect(box.y + box.height).toBeGreaterThanOrEqual(
        Math.max(...rights.map((r) => r.bottom), ...points.map((p) => p.y)) + 20,
      );
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${box.width}" height="${box.height}"`));
    }
    // The pool of the rectification fixture spans 40..1300 × 40..660: the margin is exact there.
    expect(viewBox(await renderDiagramSvg(RECTIFICATION))).toEqual({ x: 20, y: 20, width: 1300, height: 660 });
    // Labels under shapes count too: three lines under the start event reach below the task.
    const low = PLAN.replace(
      '<startEvent id="startEvent1"',
      '<startEvent id="startEvent1" name="提交计划审批申请并通知部门负责人"',
    );
    expect(viewBox(await renderDiagramSvg(low)).height).toBeGreaterThan(viewBox(await renderDiagramSvg(PLAN)).height);
  });

  it('draws a model without diagram layout laid out: a shape per node, an edge per flow', async () => {
    const drawn = (svg: string, di: 'shape' | 'edge') =>
      [...svg.matchAll(new RegExp(`data-element-id="([^"]+)" data-di="${di}"`, 'g'))].map((m) => m[1]).sort();
    const approval = await renderDiagramSvg(fixture('approval.bpmn20.xml'));
    expect(drawn(approval, 'shape')).toEqual(['decision', 'endApproved', 'endRejected', 'record', 'review', 'start']);
    expect(drawn(approval, 'edge')).toEqual(['approved', 'rejected', 'toDecision', 'toEndApproved', 'toReview']);
    expect(approval).not.toContain('NaN');
    // Flows without an id are drawn under the ids the engine gives them, so progress colours find them.
    const leave = await renderDiagramSvg(fixture('flowable-leave-request.bpmn20.xml'), {
      taken: ['flow_theStart_fillIn'],
    });
    expect(drawn(leave, 'edge')).toEqual([
      'flow_archive_theEnd',
      'flow_countersign_archive',
      'flow_deptApproval_daysGateway',
      'flow_directorApproval_countersign',
      'flow_fillIn_deptApproval',
      'flow_theStart_fillIn',
      'longLeave',
      'shortLeave',
    ]);
    expect(drawn(leave, 'shape')).toEqual(
      expect.arrayContaining(['theStart', 'fillIn', 'deptApproval', 'daysGateway', 'countersign', 'archive', 'theEnd']),
    );
    expect(leave).toContain(DIAGRAM_COLOURS.finished.stroke);
  });

  it('draws the process asked for of a file of several without layout, each laid out (the first by default)', async () => {
    const drawn = (svg: string) =>
      [...svg.matchAll(/data-element-id="([^"]+)" data-di="(?:shape|edge)"/g)].map((m) => m[1]).sort();
    const several = fixture('flowable-several-processes.bpmn20.xml');
    expect(drawn(await renderDiagramSvg(several, {}, 'site-closure'))).toEqual([
      'closureStart',
      'confirm',
      'flow_closureStart_confirm',
      'flow_confirm_stop',
      'stop',
    ]);
    const first = ['end', 'flow_register_end', 'flow_start_register', 'register', 'start'];
    expect(drawn(await renderDiagramSvg(several))).toEqual(first);
    expect(drawn(await renderDiagramSvg(several, {}, 'no-such-process'))).toEqual(first);
  });

  it('refuses a model with nothing to draw and XML that does not parse, with catalogue keys', async () => {
    const empty =
      '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"><message id="m" /></definitions>';
    expect(await refusal(renderDiagramSvg(empty))).toBe('workflow.diagram.missing');
    expect(await refusal(renderDiagramSvg('not xml <'))).toBe('workflow.model.unreadable');
    expect(await refusal(renderDiagramSvg('<foo/>'))).toBe('workflow.model.unreadable');
  });

  it('skips DI with broken numbers instead of drawing NaN', async () => {
    const broken = PLAN.replace('height="80.0" width="100.0" x="175.0"', 'height="80.0" width="abc" x="175.0"');
    const svg = await renderDiagramSvg(broken);
    expect(svg).not.toContain('NaN');
    expect(svg).not.toContain('data-element-id="deptReview" data-di="shape"');
    expect(svg).toContain('data-element-id="startEvent1" data-di="shape"');
  });
});

describe('wrapText', () => {
  it('wraps Chinese by character and Latin by word, cutting with an ellipsis past the last line', () => {
    expect(wrapText('质量整改审批流程', 50, 3)).toEqual(['质量整改', '审批流程']);
    expect(wrapText('Record the rectification photos', 90, 3)).toEqual(['Record the', 'rectification', 'photos']);
    expect(wrapText('一二三四五六七八九十', 26, 2)).toEqual(['一二', '三…']);
    expect(wrapText('   ', 90, 2)).toEqual([]);
  });
});
