import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { LocatedProject } from '../map-projects.ts';
import type { Outline } from '../outline/decode-outline.ts';
import type { MarkerLook } from './marker-look.ts';
import { markerPopup, type PopupTexts } from './marker-popup.ts';
import './project-map.css';

/** Where the map looks before it knows any project (China). */
const HOME: L.LatLngTuple = [35, 105];
const HOME_ZOOM = 4;
/** Close enough that neighbouring sites on one campus no longer hide each other. */
const FOCUS_ZOOM = 17;

function markerIcon(project: LocatedProject, color: string) {
  const dot = document.createElement('span');
  dot.className = 'zj-map-marker__dot';
  dot.style.background = color;
  return L.divIcon({
    className: `zj-map-marker map-marker-${project.projectId}`,
    html: dot,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
    popupAnchor: [0, -10],
  });
}

/** The closest view that fitting the projects chooses when the map has only the outline. */
const OUTLINE_MAX_FIT_ZOOM = 7;
/** The bundled provinces' outline under the markers when there are no tiles. */
const OUTLINE_STYLE: L.PathOptions = { color: '#7b8aa0', weight: 1, fillColor: '#dfe6ee', fillOpacity: 1 };

/**
 * A Leaflet map with one marker per project. Tiles come from `tileUrl` when there is one; when
 * there is none, or its first tiles fail, the markers stand on `outline` (China's provinces).
 */
export function LeafletMap({
  projects,
  tileUrl,
  outline,
  look,
  texts,
  progress,
  focus,
  onOpen,
  onTilesFailed,
}: {
  projects: readonly LocatedProject[];
  /** A project to zoom to with its popup open (`seq` repeats a request for the same one). */
  focus: { projectId: number; seq: number } | null;
  tileUrl: string | null;
  /** Drawn under the markers (no tiles); null for none. */
  outline: Outline | null;
  look: (project: LocatedProject) => MarkerLook;
  texts: PopupTexts;
  /** Percent done by project; read when a popup opens, so late figures do not redraw the markers. */
  progress: ReadonlyMap<number, number>;
  onOpen: (projectId: number) => void;
  onTilesFailed: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const map = useMapInstance(box);
  const markers = useRef(new Map<number, L.Marker>());
  const latest = useRef({ onOpen, onTilesFailed, progress });
  latest.current = { onOpen, onTilesFailed, progress };

  useEffect(() => {
    if (!map || !tileUrl) return;
    const layer = L.tileLayer(tileUrl, { maxZoom: 19 });
    let loaded = false;
    layer.on('tileload', () => {
      loaded = true;
    });
    layer.on('tileerror', () => {
      if (loaded) return;
      layer.remove();
      latest.current.onTilesFailed();
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tileUrl]);

  useEffect(() => {
    if (!map || !outline) return;
    const layer = L.geoJSON(outline as Parameters<typeof L.geoJSON>[0], { style: OUTLINE_STYLE, interactive: false });
    layer.addTo(map);
    layer.bringToBack();
    return () => {
      layer.remove();
    };
  }, [map, outline]);

  useEffect(() => {
    if (!map) return;
    const group = L.featureGroup();
    for (const project of projects) {
      const { statusLabel, color } = look(project);
      const marker = L.marker([project.latitude, project.longitude], {
        icon: markerIcon(project, color),
        title: project.projectName,
        alt: project.projectName,
      });
      marker.bindPopup(() =>
        markerPopup(project, statusLabel, latest.current.progress.get(project.projectId), texts, (id) =>
          latest.current.onOpen(id),
        ),
      );
      group.addLayer(marker);
      markers.current.set(project.projectId, marker);
      marker.on('add', () => marker.getElement()?.setAttribute('data-testid', `map-marker-${project.projectId}`));
    }
    group.addTo(map);
    // On the outline alone (no tiles) a closer view shows only a few straight borders.
    const maxZoom = tileUrl ? 14 : OUTLINE_MAX_FIT_ZOOM;
    if (projects.length > 0) map.fitBounds(group.getBounds(), { padding: [40, 40], maxZoom });
    else map.setView(HOME, HOME_ZOOM);
    return () => {
      group.remove();
      markers.current.clear();
    };
  }, [map, projects, look, texts, tileUrl]);

  useEffect(() => {
    const marker = focus ? markers.current.get(focus.projectId) : undefined;
    if (!map || !marker) return;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), FOCUS_ZOOM));
    marker.openPopup();
  }, [map, focus]);

  return <div ref={box} className="zj-project-map" data-testid="project-map-canvas" style={{ height: '100%' }} />;
}

/** Creates the map on mount (re-measured on window resize) and removes it on unmount. */
function useMapInstance(box: RefObject<HTMLDivElement | null>) {
  const [map, setMap] = useState<L.Map | null>(null);
  useEffect(() => {
    if (!box.current) return;
    const instance = L.map(box.current, { center: HOME, zoom: HOME_ZOOM, worldCopyJump: true });
    const resize = () => instance.invalidateSize();
    window.addEventListener('resize', resize);
    setMap(instance);
    return () => {
      window.removeEventListener('resize', resize);
      setMap(null);
      instance.remove();
    };
  }, [box]);
  return map;
}
