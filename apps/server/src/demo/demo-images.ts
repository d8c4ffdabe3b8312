import { Resvg } from '@resvg/resvg-js';

/**
 * The demo's site photos, drawn here (never downloaded): small SVG scenes rasterised to real PNG
 * bytes by resvg, so they pass the upload path's real-type checks like any photo from a phone.
 * Shapes only (no text: no font is needed).
 */
export type DemoScene =
  | 'crack'
  | 'wall'
  | 'seepage'
  | 'railing'
  | 'rebar'
  | 'scaffold'
  | 'power'
  | 'exit'
  | 'repaired'
  | 'concrete';

const W = 320;
const H = 240;

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>`;

/** A grey slab or wall with a texture of small speckles (deterministic). */
function concrete(x: number, y: number, w: number, h: number, fill = '#a8a29e') {
  let dots = '';
  for (let i = 0; i < 60; i++) {
    const dx = x + ((i * 53) % w);
    const dy = y + ((i * 37) % h);
    dots += `<circle cx="${dx}" cy="${dy}" r="${1 + (i % 3)}" fill="#78716c" opacity="0.35"/>`;
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>${dots}`;
}

const SCENES: Record<DemoScene, () => string> = {
  crack: () =>
    sky('#d6d3d1', '#a8a29e') +
    concrete(0, 60, W, 180) +
    '<polyline points="40,90 80,120 95,150 140,160 170,200 210,215 260,230" fill="none" stroke="#1c1917" stroke-width="4"/>' +
    '<polyline points="140,160 150,130 175,115" fill="none" stroke="#292524" stroke-width="2"/>' +
    '<circle cx="150" cy="150" r="55" fill="none" stroke="#dc2626" stroke-width="4"/>',
  wall: () =>
    sky('#bae6fd', '#e0f2fe') +
    '<rect x="30" y="30" width="260" height="210" fill="#e7e5e4"/>' +
    [0, 1, 2, 3]
      .map((r) =>
        [0, 1, 2]
          .map(
            (c) =>
              `<rect x="${55 + c * 80}" y="${45 + r * 48}" width="50" height="30" fill="#38bdf8" stroke="#57534e"/>`,
          )
          .join(''),
      )
      .join('') +
    '<ellipse cx="180" cy="150" rx="45" ry="28" fill="#d6d3d1" stroke="#78716c" stroke-dasharray="6 4" stroke-width="3"/>' +
    '<circle cx="180" cy="150" r="60" fill="none" stroke="#dc2626" stroke-width="4"/>',
  seepage: () =>
    sky('#57534e', '#44403c') +
    concrete(20, 20, 280, 200, '#9ca3af') +
    '<path d="M120 20 C 110 80, 150 110, 130 170 C 120 200, 170 215, 160 220 L 200 220 C 210 160, 170 120, 190 20 Z" fill="#475569" opacity="0.65"/>' +
    '<ellipse cx="165" cy="222" rx="70" ry="10" fill="#334155" opacity="0.7"/>',
  railing: () =>
    sky('#f5f5f4', '#d6d3d1') +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${30 + i * 45}" y="${200 - i * 28}" width="70" height="${40 + i * 28}" fill="#a8a29e" stroke="#78716c"/>`,
      )
      .join('') +
    '<line x1="40" y1="150" x2="290" y2="20" stroke="#374151" stroke-width="6"/>' +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<line x1="${60 + i * 50}" y1="${140 - i * 26}" x2="${60 + i * 50}" y2="${195 - i * 28}" stroke="#374151" stroke-width="4"/>`,
      )
      .join('') +
    '<circle cx="210" cy="70" r="35" fill="none" stroke="#dc2626" stroke-width="4"/>',
  rebar: () =>
    sky('#fde68a', '#d6d3d1') +
    concrete(0, 120, W, 120, '#d6d3d1') +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<line x1="${20 + i * 40}" y1="100" x2="${20 + i * 40}" y2="230" stroke="#92400e" stroke-width="5"/>`)
      .join('') +
    [0, 1, 2, 3]
      .map(
        (i) => `<line x1="0" y1="${130 + i * 30}" x2="${W}" y2="${130 + i * 30}" stroke="#b45309" stroke-width="4"/>`,
      )
      .join('') +
    '<rect x="190" y="150" width="60" height="40" fill="none" stroke="#dc2626" stroke-width="4"/>',
  scaffold: () =>
    sky('#7dd3fc', '#e0f2fe') +
    '<rect x="180" y="20" width="130" height="220" fill="#d6d3d1"/>' +
    [0, 1, 2, 3]
      .map((i) => `<line x1="${30 + i * 45}" y1="20" x2="${30 + i * 45}" y2="240" stroke="#525252" stroke-width="5"/>`)
      .join('') +
    [0, 1, 2, 3, 4]
      .map((i) => `<line x1="20" y1="${40 + i * 45}" x2="175" y2="${40 + i * 45}" stroke="#525252" stroke-width="4"/>`)
      .join('') +
    [0, 1, 2, 3].map((i) => `<rect x="20" y="${36 + i * 45}" width="155" height="8" fill="#ca8a04"/>`).join('') +
    '<line x1="165" y1="130" x2="180" y2="130" stroke="#525252" stroke-width="4" stroke-dasharray="4 4"/>' +
    '<circle cx="172" cy="130" r="28" fill="none" stroke="#dc2626" stroke-width="4"/>',
  power: () =>
    sky('#e5e7eb', '#9ca3af') +
    '<rect x="90" y="40" width="140" height="170" rx="6" fill="#f59e0b" stroke="#78350f" stroke-width="3"/>' +
    '<rect x="105" y="60" width="110" height="60" fill="#fef3c7"/>' +
    '<polygon points="160,130 145,170 162,170 150,200 185,155 168,155 180,130" fill="#111827"/>' +
    '<path d="M230 180 C 270 190, 260 230, 310 235" fill="none" stroke="#111827" stroke-width="5"/>' +
    '<path d="M90 190 C 60 200, 70 230, 20 232" fill="none" stroke="#16a34a" stroke-width="3" stroke-dasharray="6 6"/>',
  exit: () =>
    sky('#d4d4d8', '#a1a1aa') +
    `<rect x="0" y="170" width="${W}" height="70" fill="#71717a"/>` +
    '<rect x="220" y="40" width="80" height="130" fill="#16a34a"/>' +
    '<rect x="235" y="60" width="50" height="110" fill="#14532d"/>' +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${40 + i * 55}" y="${120 - i * 8}" width="50" height="${60 + i * 8}" fill="#b45309" stroke="#78350f"/>`,
      )
      .join('') +
    '<rect x="30" y="160" width="180" height="12" fill="#a16207"/>' +
    '<circle cx="130" cy="140" r="70" fill="none" stroke="#dc2626" stroke-width="4"/>',
  repaired: () =>
    sky('#d6d3d1', '#a8a29e') +
    concrete(0, 60, W, 180, '#b8b2ad') +
    '<polyline points="40,90 80,120 95,150 140,160 170,200 210,215 260,230" fill="none" stroke="#e7e5e4" stroke-width="9"/>' +
    '<circle cx="270" cy="60" r="34" fill="#16a34a"/>' +
    '<polyline points="252,60 265,74 290,46" fill="none" stroke="#ffffff" stroke-width="7"/>',
  concrete: () =>
    sky('#bfdbfe', '#e5e7eb') +
    concrete(0, 110, W, 130, '#9ca3af') +
    '<rect x="40" y="40" width="30" height="80" fill="#6b7280"/><rect x="145" y="40" width="30" height="80" fill="#6b7280"/><rect x="250" y="40" width="30" height="80" fill="#6b7280"/>' +
    '<rect x="20" y="30" width="280" height="14" fill="#4b5563"/>' +
    '<circle cx="270" cy="190" r="30" fill="#16a34a"/>' +
    '<polyline points="255,190 266,201 286,178" fill="none" stroke="#ffffff" stroke-width="6"/>',
};

/** One scene as PNG bytes (a few kB). */
export function demoPhoto(scene: DemoScene): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[scene]()}</svg>`;
  return Buffer.from(
    new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng(),
  );
}
