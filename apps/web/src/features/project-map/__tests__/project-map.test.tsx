import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '@/shared/api/feedback.ts';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer as sharedServer } from '@/shared/testing/fake-server.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import { type MapProject, splitProjects } from '../map-projects.ts';
import ProjectMapPage from '../pages/project-map-page.tsx';

type Handler = (...args: unknown[]) => void;
interface FakeMarker {
  latlng: [number, number];
  options: { title: string; icon: { options: { className: string } } };
  popup: () => HTMLElement;
}
/** What the page asked of Leaflet (jsdom has no layout, so Leaflet itself is replaced). */
const leaflet = vi.hoisted(() => ({
  markers: [] as FakeMarker[],
  tiles: [] as { url: string; handlers: Record<string, Handler>; removed: boolean }[],
  fitted: [] as unknown[],
  views: [] as { center: unknown; zoom: number }[],
  opened: [] as string[],
  outlines: [] as { names: string[]; removed: boolean }[],
}));
vi.mock('leaflet', () => {
  const map = () => ({
    fitBounds: (bounds: unknown) => leaflet.fitted.push(bounds),
    setView: (center: unknown, zoom: number) => leaflet.views.push({ center, zoom }),
    getZoom: () => 10,
    invalidateSize: () => {},
    remove: () => {},
  });
  const tileLayer = (url: string) => {
    const layer = { url, handlers: {} as Record<string, Handler>, removed: false };
    leaflet.tiles.push(layer);
    return {
      on: (name: string, handler: Handler) => {
        layer.handlers[name] = handler;
      },
      addTo: () => {},
      remove: () => {
        layer.removed = true;
      },
    };
  };
  const marker = (latlng: [number, number], options: FakeMarker['options']) => {
    const entry: FakeMarker = { latlng, options, popup: () => document.createElement('div') };
    return {
      bindPopup: (build: () => HTMLElement) => {
        entry.popup = build;
        leaflet.markers.push(entry);
      },
      on: () => {},
      getElement: () => undefined,
      getLatLng: () => latlng,
      openPopup: () => leaflet.opened.push(options.title),
    };
  };
  const featureGroup = () => {
    const points: [number, number][] = [];
    return {
      addLayer: () => {},
      addTo: () => {},
      remove: () => {},
      getBounds: () => points,
    };
  };
  const geoJSON = (data: { features: { properties: { name: string } }[] }) => {
    const layer = { names: data.features.map((f) => f.properties.name), removed: false };
    leaflet.outlines.push(layer);
    return {
      addTo: () => {},
      bringToBack: () => {},
      remove: () => {
        layer.removed = true;
      },
    };
  };
  return { map, tileLayer, marker, featureGroup, geoJSON, divIcon: (options: unknown) => ({ options }) };
});

const row = (projectId: number, longitude: number | null, latitude: number | null): MapProject => ({
  projectId,
  projectName: `项目${projectId}`,
  status: '1',
  address: `地址${projectId}`,
  longitude,
  latitude,
  cover: null,
  projectType: null,
});
const ROWS = [row(1, 120.1, 30.2), row(2, null, null), row(3, 116.4, 39.9)];
/** Project 1 has a master plan 42.4 % done; project 3 has no plan. */
const progressOf = (projectId: number, planId: number | null, progress: number) => ({
  projectId,
  projectName: `项目${projectId}`,
  planId,
  planName: planId === null ? null : '总进度计划',
  startDate: null,
  finishDate: null,
  progress,
  plannedProgress: null,
  lateTasks: 0,
  projectStatus: '1' as const,
  statusDate: null,
});
const PROGRESS = [progressOf(1, 11, 42.4), progressOf(3, null, 0)];

/** The shared fake server with the map's calls; `tileUrl` is the configured tile service. */
function fakeServer(tileUrl: string) {
  sharedServer({
    'GET /system/config/configKey/sys.map.tileUrl': () => ({ code: 200, msg: tileUrl, data: tileUrl }),
    'GET /business/project/mapList': () => ({ code: 200, msg: 'ok', data: ROWS }),
    'GET /business/plan/projectProgressForMap': () => ({ code: 200, msg: 'ok', data: PROGRESS }),
    'GET /system/dict/data/type/biz_project_status': () => ({
      code: 200,
      msg: 'ok',
      data: [{ dictLabel: '在建', dictValue: '1', listClass: 'primary', cssClass: '' }],
    }),
  });
}
const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/projectMap" element={<ProjectMapPage />} />
      <Route path="/projectDashboard/:id" element={<p>dashboard</p>} />
    </Routes>,
    '/projectMap',
  );

beforeEach(() => {
  setLang('zh');
  leaflet.markers.length = 0;
  leaflet.tiles.length = 0;
  leaflet.fitted.length = 0;
  leaflet.views.length = 0;
  leaflet.opened.length = 0;
  leaflet.outlines.length = 0;
  fakeFeedback();
  useSession.setState({ token: 't' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setFeedback(null);
});

describe('splitProjects', () => {
  it('keeps only real coordinates on the map', () => {
    const { located, unlocated } = splitProjects([...ROWS, row(4, 200, 10), row(5, 10, Number.NaN)]);
    expect(located.map((p) => p.projectId)).toEqual([1, 3]);
    expect(unlocated.map((p) => p.projectId)).toEqual([2, 4, 5]);
  });
});

describe('地图', () => {
  it('draws located projects without a tile service and lists the others beside the map', async () => {
    fakeServer('');
    open();
    expect(await screen.findByTestId('map-tile-hint')).toBeTruthy();
    expect(screen.getByText('未配置地图瓦片服务（参数 sys.map.tileUrl），显示内置的省级轮廓图')).toBeTruthy();
    await waitFor(() => expect(leaflet.markers).toHaveLength(2));
    expect(leaflet.tiles).toHaveLength(0);
    // The provinces' outline bundled with the app stands in for the tiles.
    await waitFor(() => expect(leaflet.outlines).toHaveLength(1));
    expect(leaflet.outlines[0]?.names).toEqual(expect.arrayContaining(['北京', '浙江', '新疆', '台湾']));
    expect(leaflet.outlines[0]?.names).toHaveLength(34);
    expect(leaflet.markers.map((m) => [m.latlng, m.options.icon.options.className])).toEqual([
      [[30.2, 120.1], 'zj-map-marker map-marker-1'],
      [[39.9, 116.4], 'zj-map-marker map-marker-3'],
    ]);
    expect(leaflet.fitted.length).toBeGreaterThan(0);
    const side = screen.getByTestId('map-unlocated');
    expect(within(side).getByTestId('map-unlocated-2').textContent).toContain('项目2');
    expect(within(side).queryByTestId('map-unlocated-1')).toBeNull();
    expect(screen.getByTestId('map-count').textContent).toBe('共 3 个项目');
  });

  it('zooms to a project of the list beside the map and opens its popup', async () => {
    fakeServer('');
    open();
    await waitFor(() => expect(leaflet.markers).toHaveLength(2));
    await userEvent.click(within(screen.getByTestId('map-located-3')).getByRole('button'));
    expect(leaflet.opened).toEqual(['项目3']);
    expect(leaflet.views.at(-1)).toEqual({ center: [39.9, 116.4], zoom: 17 });
    expect(screen.queryByTestId('map-located-2')).toBeNull();
  });

  it('opens a dashboard from a marker popup', async () => {
    fakeServer('');
    open();
    await waitFor(() => expect(leaflet.markers).toHaveLength(2));
    const popup = (leaflet.markers[0] as FakeMarker).popup();
    document.body.append(popup);
    expect(popup.textContent).toContain('项目1');
    expect(popup.textContent).toContain('在建');
    expect(popup.textContent).toContain('地址1');
    // the progress of its master plan (plans module), rounded
    // the progress of its master plan (plans module), rounded; read when the popup opens
    await waitFor(() => expect(screen.getByTestId('map-located-1-progress').textContent).toBe('42%'));
    expect((leaflet.markers[0] as FakeMarker).popup().textContent).toContain('进度 42%');
    expect(screen.queryByTestId('map-located-3-progress')).toBeNull();
    expect((leaflet.markers[1] as FakeMarker).popup().textContent).not.toContain('进度');
    // late figures do not redraw (nor re-fit) the markers
    expect(leaflet.markers).toHaveLength(2);
    await userEvent.click(within(popup).getByText('进入项目仪表盘'));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    popup.remove();
  });

  it('uses the configured tiles and falls back to the plain map when they fail', async () => {
    const url = 'https://tiles.example.com/{z}/{x}/{y}.png';
    fakeServer(url);
    open();
    await waitFor(() => expect(leaflet.tiles.map((tile) => tile.url)).toEqual([url]));
    expect(screen.queryByTestId('map-tile-hint')).toBeNull();
    expect(leaflet.outlines).toHaveLength(0);
    leaflet.tiles[0]?.handlers.tileerror?.();
    expect(await screen.findByText('地图瓦片加载失败，显示内置的省级轮廓图')).toBeTruthy();
    expect(leaflet.tiles[0]?.removed).toBe(true);
    await waitFor(() => expect(leaflet.outlines).toHaveLength(1));
  });

  it('refuses a tile address that is not a template', async () => {
    fakeServer('https://tiles.example.com/map.png');
    open();
    expect(await screen.findByText('地图瓦片地址无效（需包含 {z}、{x}、{y}），显示内置的省级轮廓图')).toBeTruthy();
    await waitFor(() => expect(leaflet.markers).toHaveLength(2));
    expect(leaflet.tiles).toHaveLength(0);
  });
});
