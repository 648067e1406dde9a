// Generated product pictures for the demo catalogue: one small drawing per product kind,
// coloured per tenant. Self-contained SVG only (no scripts, no external references).

type Palette = {
  background: string;
  paper: string;
  primary: string;
  dark: string;
  accent: string;
  ink: string;
  line: string;
  font: string;
  brand: string;
};

type Kind =
  | 'card'
  | 'flyer'
  | 'leaflet'
  | 'letterhead'
  | 'envelope'
  | 'sticker'
  | 'poster'
  | 'notepad'
  | 'rollup'
  | 'postcard'
  | 'badge';

const palettes: Record<string, Palette> = {
  druckerei: {
    background: '#f7efe2',
    paper: '#fffdf8',
    primary: '#b3261e',
    dark: '#8c1d18',
    accent: '#e8a317',
    ink: '#3b2a20',
    line: '#e0d2bd',
    font: 'Georgia, serif',
    brand: 'Sonnenschein',
  },
  northprint: {
    background: '#e8eef5',
    paper: '#ffffff',
    primary: '#1b2a4a',
    dark: '#13203a',
    accent: '#0e7c86',
    ink: '#0f1b2d',
    line: '#d3dde8',
    font: 'Helvetica, Arial, sans-serif',
    brand: 'NorthPrint',
  },
};

/** Product slug → [kind, short label drawn on the product]. */
const products: Record<string, Record<string, [Kind, string]>> = {
  druckerei: {
    'visitenkarten-standard': ['card', 'Standard'],
    'visitenkarten-premium': ['card', 'Premium'],
    'visitenkarten-recycling': ['card', 'Recycling'],
    'flyer-a6': ['flyer', 'A6'],
    'flyer-a5': ['flyer', 'A5'],
    'falzflyer-din-lang': ['leaflet', 'DIN lang'],
    'briefpapier-a4': ['letterhead', 'A4'],
    'briefumschlaege-din-lang': ['envelope', 'DIN lang'],
    'aufkleber-rund': ['sticker', 'Hallo!'],
    'plakat-a1': ['poster', 'Sommerfest'],
    'rollup-85x200': ['rollup', 'Messe 2026'],
    'mitarbeiter-visitenkarten': ['badge', 'Team'],
  },
  northprint: {
    'business-cards-classic': ['card', 'Classic'],
    'business-cards-luxe': ['card', 'Luxe'],
    'business-cards-recycled': ['card', 'Recycled'],
    'postcards-a6': ['postcard', 'Greetings'],
    'flyers-a5': ['flyer', 'A5'],
    'tri-fold-leaflets': ['leaflet', 'Tri-fold'],
    'letterheads-a4': ['letterhead', 'A4'],
    'envelopes-c5': ['envelope', 'C5'],
    'notepads-a5': ['notepad', 'Notes'],
    'vinyl-stickers': ['sticker', 'Hello!'],
    'roll-up-banner': ['rollup', 'Expo 2026'],
    'staff-name-badges': ['badge', 'Staff'],
  },
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

const text = (
  p: Palette,
  x: number,
  y: number,
  size: number,
  fill: string,
  value: string,
  anchor = 'middle',
) =>
  `<text x="${x}" y="${y}" font-family="${esc(p.font)}" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="${anchor}">${esc(value)}</text>`;
/** A sheet with a soft drop shadow. */
const sheet = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x + 5}" y="${y + 7}" width="${w}" height="${h}" rx="4" fill="#000" opacity="0.12"/>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}" ${extra}/>`;
/** Grey text placeholder lines. */
const lines = (x: number, y: number, widths: number[], gap: number, color: string, height = 6) =>
  widths
    .map(
      (w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${height}" rx="3" fill="${color}"/>`,
    )
    .join('');
/** A little landscape picture: sky, sun and hills. */
const picture = (p: Palette, x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.primary}"/>` +
  `<circle cx="${x + w * 0.72}" cy="${y + h * 0.35}" r="${h * 0.16}" fill="${p.accent}"/>` +
  `<path d="M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.5} L${x + w * 0.6} ${y + h * 0.78} L${x + w * 0.78} ${y + h * 0.6} L${x + w} ${y + h} Z" fill="${p.dark}"/>`;

const draw: Record<Kind, (p: Palette, label: string) => string> = {
  card: (p, label) =>
    `<g transform="rotate(-8 200 150)">${sheet(95, 80, 200, 116, p.primary)}${text(p, 195, 97, 16, p.paper, p.brand)}</g>` +
    `<g transform="rotate(4 200 150)">${sheet(115, 110, 200, 116, p.paper)}` +
    `<circle cx="150" cy="145" r="16" fill="${p.accent}"/>${text(p, 175, 151, 15, p.ink, label, 'start')}` +
    `${lines(135, 180, [120, 90, 105], 12, p.line, 5)}</g>`,
  badge: (p, label) =>
    `<rect x="188" y="40" width="24" height="40" rx="6" fill="${p.line}"/>${sheet(125, 70, 150, 190, p.paper)}` +
    `<rect x="125" y="70" width="150" height="44" rx="4" fill="${p.primary}"/>${text(p, 200, 99, 16, p.paper, p.brand)}` +
    `<circle cx="200" cy="160" r="30" fill="${p.accent}"/>${text(p, 200, 224, 18, p.ink, label)}${lines(160, 236, [80], 0, p.line, 5)}`,
  flyer: (p, label) =>
    `<g transform="rotate(6 200 150)">${sheet(150, 40, 150, 212, p.line)}</g>` +
    `${sheet(120, 35, 150, 212, p.paper)}${picture(p, 120, 35, 150, 100)}` +
    `${text(p, 195, 165, 20, p.ink, p.brand)}${lines(140, 180, [110, 96, 104, 70], 13, p.line)}` +
    `<circle cx="240" cy="226" r="17" fill="${p.accent}"/>${text(p, 240, 231, 12, p.ink, label)}`,
  leaflet: (p, label) =>
    `<path d="M70 60 L160 45 L160 255 L70 240 Z" fill="${p.paper}" stroke="${p.line}"/>` +
    `<path d="M160 45 L250 60 L250 240 L160 255 Z" fill="${p.primary}"/>` +
    `<path d="M250 60 L340 45 L340 255 L250 240 Z" fill="${p.paper}" stroke="${p.line}"/>` +
    `${lines(85, 90, [60, 50, 62, 40, 56], 14, p.line)}${text(p, 205, 140, 12, p.paper, p.brand)}` +
    `<circle cx="205" cy="180" r="22" fill="${p.accent}"/>${text(p, 295, 100, 14, p.ink, label)}` +
    `${lines(265, 120, [60, 48, 56, 44], 14, p.line)}`,
  letterhead: (p, label) =>
    `<g transform="rotate(-4 200 150)">${sheet(140, 28, 170, 240, p.line)}</g>${sheet(115, 22, 170, 240, p.paper)}` +
    `<circle cx="258" cy="50" r="13" fill="${p.primary}"/>${text(p, 240, 55, 13, p.primary, p.brand, 'end')}` +
    `${lines(135, 84, [70, 60, 66], 10, p.line, 4)}${lines(135, 130, [130, 124, 132, 110, 128, 90], 14, p.line, 5)}` +
    `<rect x="115" y="246" width="170" height="16" fill="${p.primary}"/>${text(p, 200, 258, 10, p.paper, label)}`,
  envelope: (p, label) =>
    `<g transform="rotate(-6 200 150)">${sheet(95, 70, 220, 120, p.line)}</g>${sheet(85, 95, 230, 130, p.paper)}` +
    `<path d="M85 95 L200 170 L315 95" fill="none" stroke="${p.line}" stroke-width="3"/>` +
    `<rect x="110" y="180" width="100" height="30" rx="3" fill="none" stroke="${p.line}" stroke-width="2"/>` +
    `<rect x="270" y="105" width="32" height="38" fill="${p.accent}"/><circle cx="110" cy="115" r="9" fill="${p.primary}"/>` +
    `${text(p, 125, 120, 12, p.primary, p.brand, 'start')}${text(p, 288, 214, 12, p.ink, label, 'end')}`,
  sticker: (p, label) =>
    `<circle cx="260" cy="110" r="58" fill="#000" opacity="0.1"/><circle cx="255" cy="104" r="58" fill="${p.accent}"/>` +
    `<circle cx="255" cy="104" r="46" fill="none" stroke="${p.paper}" stroke-width="3" stroke-dasharray="6 5"/>` +
    `${text(p, 255, 109, 13, p.ink, p.brand)}<circle cx="165" cy="178" r="78" fill="#000" opacity="0.12"/>` +
    `<circle cx="160" cy="172" r="78" fill="${p.primary}"/><circle cx="160" cy="172" r="66" fill="none" stroke="${p.paper}" stroke-width="4"/>` +
    `${text(p, 160, 182, 28, p.paper, label)}`,
  poster: (p, label) =>
    `${sheet(110, 20, 180, 256, p.primary)}<circle cx="200" cy="115" r="62" fill="${p.accent}"/>` +
    `<path d="M110 276 L110 190 L170 140 L230 200 L290 160 L290 276 Z" fill="${p.dark}"/>` +
    `${text(p, 200, 216, 24, p.paper, label)}${text(p, 200, 250, 13, p.accent, p.brand)}`,
  notepad: (p, label) =>
    `${sheet(125, 40, 150, 220, p.paper)}<rect x="125" y="40" width="150" height="26" rx="4" fill="${p.primary}"/>` +
    `${text(p, 200, 59, 13, p.paper, p.brand)}` +
    Array.from(
      { length: 11 },
      (_, i) => `<rect x="140" y="${92 + i * 14}" width="120" height="1.5" fill="${p.line}"/>`,
    ).join('') +
    `<rect x="150" y="84" width="1.5" height="166" fill="${p.accent}"/>${text(p, 265, 250, 12, p.ink, label, 'end')}`,
  rollup: (p, label) =>
    `<rect x="150" y="20" width="100" height="6" rx="3" fill="${p.ink}"/>${sheet(150, 24, 100, 236, p.paper)}` +
    `${picture(p, 150, 24, 100, 110)}${text(p, 200, 164, 14, p.ink, label)}${text(p, 200, 186, 11, p.primary, p.brand)}` +
    `${lines(165, 200, [70, 56, 64], 12, p.line, 5)}<rect x="138" y="258" width="124" height="16" rx="6" fill="${p.ink}"/>` +
    `<rect x="150" y="274" width="10" height="6" fill="${p.ink}"/><rect x="240" y="274" width="10" height="6" fill="${p.ink}"/>`,
  postcard: (p, label) =>
    `<g transform="rotate(-5 200 150)">${sheet(70, 70, 260, 170, p.paper)}${picture(p, 70, 70, 130, 170)}` +
    `<rect x="285" y="84" width="32" height="38" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="4 3"/>` +
    `${lines(215, 150, [100, 100, 80], 22, p.line, 3)}${text(p, 135, 225, 18, p.paper, label)}` +
    `${text(p, 215, 104, 12, p.primary, p.brand, 'start')}</g>`,
};

/** A gallery view of a demo picture: the product, or a close-up of it. */
export type DemoImageView = 'main' | 'detail';

/**
 * The picture for a demo product of a demo tenant, or undefined when the slug is not a demo product.
 * `badge` marks a language alternative (e.g. 'EN'), so the demo shows which picture a language gets.
 */
export function demoImageSvg(
  slug: string,
  tenantSlug: string,
  view: DemoImageView = 'main',
  badge?: string,
): string | undefined {
  const palette = Object.hasOwn(palettes, tenantSlug) ? palettes[tenantSlug] : undefined;
  const tenantProducts = Object.hasOwn(products, tenantSlug) ? products[tenantSlug] : undefined;
  const entry = tenantProducts && Object.hasOwn(tenantProducts, slug) ? tenantProducts[slug] : undefined;
  if (!palette || !entry) return undefined;
  const [kind, label] = entry;
  const drawing = draw[kind](palette, label);
  const body = view === 'detail' ? `<g transform="translate(-150 -110) scale(1.8)">${drawing}</g>` : drawing;
  const marker = badge
    ? `<rect x="336" y="12" width="52" height="26" rx="13" fill="${palette.primary}"/>` +
      text(palette, 362, 30, 13, palette.paper, badge)
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">` +
    `<title>${esc(`${palette.brand} – ${label}`)}</title>` +
    `<rect width="400" height="300" fill="${palette.background}"/>${body}${marker}</svg>`
  );
}
