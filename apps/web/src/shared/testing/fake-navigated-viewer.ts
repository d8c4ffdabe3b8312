/**
 * bpmn-js does not run in jsdom (no SVG layout): tests replace its NavigatedViewer with this
 * stand-in (`vi.mock('bpmn-js/lib/NavigatedViewer', () => import(…))`), which records the XML it
 * was given, the diagram asked for and the markers set, and knows the elements `known` lists and
 * those the imported diagram draws (`drawn`: the `bpmnElement` of its shapes and edges — the
 * diagram asked for, else the first).
 */
export const viewerCalls = {
  imported: [] as string[],
  diagrams: [] as Array<string | undefined>,
  markers: [] as Array<[string, string]>,
  known: new Set<string>(),
  drawn: new Set<string>(),
  fail: null as string | null,
};

const DI = 'http://www.omg.org/spec/BPMN/20100524/DI';

/** The elements the diagram `id` (else the file's first) has a shape or an edge for. */
function drawnBy(xml: string, id: string | undefined): Set<string> {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const diagrams = Array.from(document.getElementsByTagNameNS(DI, 'BPMNDiagram'));
  const diagram = diagrams.find((d) => id !== undefined && d.getAttribute('id') === id) ?? diagrams[0];
  const items = diagram ? Array.from(diagram.getElementsByTagNameNS(DI, '*')) : [];
  return new Set(
    items
      .filter((item) => item.localName === 'BPMNShape' || item.localName === 'BPMNEdge')
      .map((item) => item.getAttribute('bpmnElement') ?? ''),
  );
}

export default class FakeNavigatedViewer {
  importXML(xml: string, diagram?: string) {
    viewerCalls.imported.push(xml);
    viewerCalls.diagrams.push(diagram);
    if (viewerCalls.fail) return Promise.reject(new Error(viewerCalls.fail));
    viewerCalls.drawn = drawnBy(xml, diagram);
    return Promise.resolve({ warnings: [] });
  }
  get(name: string) {
    if (name === 'canvas')
      return { zoom: () => 1, addMarker: (id: string, marker: string) => viewerCalls.markers.push([id, marker]) };
    const has = (id: string) => viewerCalls.known.has(id) || viewerCalls.drawn.has(id);
    return {
      get: (id: string) => (has(id) ? { id } : undefined),
      getGraphics: () => undefined,
    };
  }
  destroy() {}
}
