/**
 * bpmn-js does not run in jsdom (no SVG layout): tests replace its NavigatedViewer with this
 * stand-in (`vi.mock('bpmn-js/lib/NavigatedViewer', () => import(…))`), which records the XML it
 * was given and the markers set, and knows the elements `known` lists.
 */
export const viewerCalls = {
  imported: [] as string[],
  markers: [] as Array<[string, string]>,
  known: new Set<string>(),
  fail: null as string | null,
};

export default class FakeNavigatedViewer {
  importXML(xml: string) {
    viewerCalls.imported.push(xml);
    return viewerCalls.fail ? Promise.reject(new Error(viewerCalls.fail)) : Promise.resolve({ warnings: [] });
  }
  get(name: string) {
    if (name === 'canvas')
      return { zoom: () => 1, addMarker: (id: string, marker: string) => viewerCalls.markers.push([id, marker]) };
    return {
      get: (id: string) => (viewerCalls.known.has(id) ? { id } : undefined),
      getGraphics: () => undefined,
    };
  }
  destroy() {}
}
