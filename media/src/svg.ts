/**
 * Painters of the site's original artwork: every picture is drawn here as SVG
 * from shapes, gradients and type, with a seeded random generator so that the
 * same source always gives the same image. No photo or logo comes from
 * elsewhere; brand "logos" are invented wordmarks.
 */

export interface Palette {
  sky: [string, string];
  primary: string;
  secondary: string;
  accent: string;
  ink: string;
  light: string;
}

export const palettes = {
  plum: {
    sky: ['#5b1a63', '#c2426d'],
    primary: '#7a2a85',
    secondary: '#f08a4b',
    accent: '#f2c14e',
    ink: '#2a0d30',
    light: '#fff4e6',
  },
  teal: {
    sky: ['#0f4c5c', '#2a9d8f'],
    primary: '#14707f',
    secondary: '#f4a261',
    accent: '#e9c46a',
    ink: '#062a33',
    light: '#f1faee',
  },
  sunset: {
    sky: ['#ff7e5f', '#feb47b'],
    primary: '#d1495b',
    secondary: '#edae49',
    accent: '#ffffff',
    ink: '#3a1020',
    light: '#fff8f0',
  },
  berry: {
    sky: ['#8e2de2', '#4a00e0'],
    primary: '#c471ed',
    secondary: '#f64f59',
    accent: '#ffd86f',
    ink: '#1d0b3a',
    light: '#f7f0ff',
  },
  mint: {
    sky: ['#11998e', '#38ef7d'],
    primary: '#0b7a6f',
    secondary: '#ffd166',
    accent: '#ffffff',
    ink: '#08332e',
    light: '#effff8',
  },
  coral: {
    sky: ['#ee9ca7', '#ffdde1'],
    primary: '#e05a6d',
    secondary: '#7b2cbf',
    accent: '#fcbf49',
    ink: '#3b0d1c',
    light: '#fff5f7',
  },
  night: {
    sky: ['#141e30', '#243b55'],
    primary: '#3a6ea5',
    secondary: '#ff6b6b',
    accent: '#ffd93d',
    ink: '#0b1020',
    light: '#eef3ff',
  },
  saffron: {
    sky: ['#f7971e', '#ffd200'],
    primary: '#e85d04',
    secondary: '#6a040f',
    accent: '#ffffff',
    ink: '#3d1500',
    light: '#fffaf0',
  },
  ocean: {
    sky: ['#2193b0', '#6dd5ed'],
    primary: '#1b6ca8',
    secondary: '#f9844a',
    accent: '#ffffff',
    ink: '#08263b',
    light: '#f0fbff',
  },
  rose: {
    sky: ['#b24592', '#f15f79'],
    primary: '#8e2f6f',
    secondary: '#ffc75f',
    accent: '#ffffff',
    ink: '#330b25',
    light: '#fff0f7',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
export const paletteNames = Object.keys(palettes) as PaletteName[];

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const fonts = {
  sans: "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif",
  serif: "'DejaVu Serif', 'Liberation Serif', Georgia, serif",
  condensed: "'DejaVu Sans Condensed', 'Liberation Sans Narrow', Arial, sans-serif",
};

function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function skyGradient(id: string, [from, to]: [string, string], angle: 'down' | 'diagonal' = 'diagonal'): string {
  const end = angle === 'down' ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function bokeh(random: () => number, width: number, height: number, count: number, color: string): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const r = (0.02 + random() * 0.09) * Math.min(width, height);
    out += `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}" fill="${color}" opacity="${(0.08 + random() * 0.2).toFixed(2)}"/>`;
  }
  return out;
}

function confetti(random: () => number, width: number, height: number, count: number, colors: string[]): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = random() * width;
    const y = random() * height;
    const size = (0.006 + random() * 0.012) * width;
    const color = colors[Math.floor(random() * colors.length)] ?? '#fff';
    const rotation = Math.floor(random() * 180);
    out +=
      random() > 0.5
        ? `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${(size * 0.45).toFixed(1)}" fill="${color}" transform="rotate(${rotation} ${x.toFixed(1)} ${y.toFixed(1)})" opacity="0.85"/>`
        : `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size * 0.35).toFixed(1)}" fill="${color}" opacity="0.85"/>`;
  }
  return out;
}

/** A mall facade at dusk: arched entrance, glass floors, lit windows, a sky with lights. */
export function mallFacade(width: number, height: number, palette: Palette, seed: number): string {
  const random = rng(seed);
  const ground = height * 0.82;
  const buildingWidth = width * 0.72;
  const left = (width - buildingWidth) / 2;
  const top = height * 0.28;
  const floors = 4;
  const floorHeight = (ground - top) / floors;
  let windows = '';
  for (let floor = 0; floor < floors; floor += 1) {
    const columns = 12;
    for (let column = 0; column < columns; column += 1) {
      const w = buildingWidth / columns;
      const lit = random() > 0.3;
      windows += `<rect x="${(left + column * w + w * 0.12).toFixed(1)}" y="${(top + floor * floorHeight + floorHeight * 0.18).toFixed(1)}" width="${(w * 0.76).toFixed(1)}" height="${(floorHeight * 0.62).toFixed(1)}" rx="${(w * 0.08).toFixed(1)}" fill="${lit ? palette.accent : palette.light}" opacity="${lit ? 0.85 : 0.35}"/>`;
    }
  }
  const archWidth = buildingWidth * 0.22;
  const archLeft = width / 2 - archWidth / 2;
  const archTop = ground - floorHeight * 1.6;
  const defs =
    skyGradient('sky', palette.sky, 'down') +
    `<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="1" r="0.6"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.7"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    bokeh(random, width, height * 0.6, 26, palette.light) +
    `<rect x="${left - width * 0.04}" y="${top - height * 0.05}" width="${buildingWidth + width * 0.08}" height="${height * 0.05}" rx="${height * 0.01}" fill="${palette.secondary}"/>` +
    `<rect x="${left}" y="${top}" width="${buildingWidth}" height="${ground - top}" fill="url(#glass)"/>` +
    windows +
    `<path d="M${archLeft} ${ground} V${archTop + archWidth / 2} A${archWidth / 2} ${archWidth / 2} 0 0 1 ${archLeft + archWidth} ${archTop + archWidth / 2} V${ground} Z" fill="${palette.ink}" stroke="${palette.accent}" stroke-width="${width * 0.004}"/>` +
    `<ellipse cx="${width / 2}" cy="${ground}" rx="${width * 0.45}" ry="${height * 0.12}" fill="url(#glow)"/>` +
    `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${palette.ink}"/>` +
    `<rect y="${ground}" width="${width}" height="${height * 0.01}" fill="${palette.accent}" opacity="0.6"/>` +
    confetti(random, width, height * 0.25, 30, [palette.accent, palette.secondary, palette.light]);
  return svg(width, height, body, defs);
}

export type Motif =
  | 'food'
  | 'drink'
  | 'dessert'
  | 'beauty'
  | 'clothing'
  | 'fitness'
  | 'entertainment'
  | 'retail'
  | 'car'
  | 'celebration'
  | 'gift';

/** A simple pictogram of a motif, centred in a box of the given size. */
export function motifIcon(motif: Motif, cx: number, cy: number, size: number, color: string, accent: string): string {
  const s = size / 100;
  const g = (content: string) =>
    `<g transform="translate(${(cx - 50 * s).toFixed(1)} ${(cy - 50 * s).toFixed(1)}) scale(${s.toFixed(3)})">${content}</g>`;
  switch (motif) {
    case 'food':
      return g(
        `<ellipse cx="50" cy="62" rx="40" ry="12" fill="${color}"/><path d="M14 60 A36 30 0 0 0 86 60 Z" fill="${color}"/><path d="M35 40 q5 -10 0 -20 M50 38 q5 -10 0 -20 M65 40 q5 -10 0 -20" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      );
    case 'drink':
      return g(
        `<path d="M28 20 H72 L64 88 H36 Z" fill="${color}"/><rect x="30" y="30" width="40" height="8" fill="${accent}"/><path d="M56 20 L66 4" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
      );
    case 'dessert':
      return g(
        `<path d="M25 55 H75 L66 90 H34 Z" fill="${color}"/><circle cx="50" cy="45" r="22" fill="${accent}"/><circle cx="50" cy="20" r="7" fill="${color}"/>`,
      );
    case 'beauty':
      return g(
        `<rect x="38" y="45" width="24" height="45" rx="4" fill="${color}"/><path d="M40 45 V25 L60 12 V45 Z" fill="${accent}"/><circle cx="78" cy="30" r="12" fill="none" stroke="${color}" stroke-width="5"/>`,
      );
    case 'clothing':
      return g(
        `<path d="M30 15 L50 25 L70 15 L92 35 L80 48 L72 42 V90 H28 V42 L20 48 L8 35 Z" fill="${color}"/><path d="M42 22 Q50 34 58 22" stroke="${accent}" stroke-width="5" fill="none"/>`,
      );
    case 'fitness':
      return g(
        `<rect x="10" y="35" width="12" height="30" rx="3" fill="${color}"/><rect x="78" y="35" width="12" height="30" rx="3" fill="${color}"/><rect x="22" y="28" width="10" height="44" rx="3" fill="${accent}"/><rect x="68" y="28" width="10" height="44" rx="3" fill="${accent}"/><rect x="32" y="45" width="36" height="10" fill="${color}"/>`,
      );
    case 'entertainment':
      return g(
        `<rect x="12" y="28" width="76" height="52" rx="6" fill="${color}"/><path d="M42 42 L62 54 L42 66 Z" fill="${accent}"/><path d="M30 28 L40 12 M70 28 L60 12" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`,
      );
    case 'car':
      return g(
        `<path d="M8 62 Q10 48 24 46 L36 30 Q40 26 48 26 H66 Q72 26 76 32 L86 46 Q94 48 94 58 V66 H8 Z" fill="${color}"/><path d="M40 32 H52 V46 H30 Z M57 32 H68 L76 46 H57 Z" fill="${accent}" opacity="0.8"/><circle cx="28" cy="68" r="10" fill="${accent}"/><circle cx="74" cy="68" r="10" fill="${accent}"/>`,
      );
    case 'celebration':
      return g(
        `<path d="M20 88 L40 30 L70 60 Z" fill="${color}"/><circle cx="70" cy="20" r="6" fill="${accent}"/><circle cx="85" cy="40" r="4" fill="${accent}"/><path d="M55 25 q10 -10 20 0 M75 55 q10 -5 15 5" stroke="${accent}" stroke-width="4" fill="none"/>`,
      );
    case 'gift':
      return g(
        `<rect x="18" y="40" width="64" height="48" rx="4" fill="${color}"/><rect x="12" y="30" width="76" height="14" rx="3" fill="${color}"/><rect x="45" y="30" width="10" height="58" fill="${accent}"/><path d="M50 30 Q30 8 28 24 Q30 32 50 30 Q70 8 72 24 Q70 32 50 30" fill="${accent}"/>`,
      );
    case 'retail':
    default:
      return g(
        `<path d="M22 36 H78 L84 90 H16 Z" fill="${color}"/><path d="M36 36 V28 Q36 12 50 12 Q64 12 64 28 V36" stroke="${accent}" stroke-width="6" fill="none"/>`,
      );
  }
}

/** A bright promotional banner with a headline, a line of detail and motifs. */
export function offerBanner(
  width: number,
  height: number,
  palette: Palette,
  seed: number,
  headline: string,
  detail: string,
  motif: Motif,
): string {
  const random = rng(seed);
  const defs = skyGradient('bg', palette.sky);
  const portrait = height > width;
  // Text fits its column: about 0.62 em per character in the bold sans face.
  const column = portrait ? width * 0.86 : width * 0.48;
  const big = Math.min(width * 0.09, height * 0.2, column / (headline.length * 0.8));
  const detailSize = Math.min(big * 0.42, column / (detail.length * 0.56));
  const textX = portrait ? width / 2 : width * 0.07;
  const anchor = portrait ? 'middle' : 'start';
  const headlineY = portrait ? height * 0.62 : height * 0.5;
  const iconX = portrait ? width / 2 : width * 0.76;
  const iconY = portrait ? height * 0.3 : height * 0.5;
  const iconSize = portrait ? width * 0.5 : Math.min(height * 0.62, width * 0.34);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    bokeh(random, width, height, 18, palette.light) +
    `<circle cx="${iconX}" cy="${iconY}" r="${iconSize * 0.62}" fill="${palette.light}" opacity="0.9"/>` +
    motifIcon(motif, iconX, iconY, iconSize * 0.85, palette.primary, palette.secondary) +
    confetti(random, width, height, 24, [palette.accent, palette.light, palette.secondary]) +
    `<text x="${textX}" y="${headlineY}" font-family="${fonts.sans}" font-weight="700" font-size="${big.toFixed(1)}" fill="${palette.light}" text-anchor="${anchor}">${escapeXml(headline)}</text>` +
    `<text x="${textX}" y="${headlineY + big * 0.9}" font-family="${fonts.sans}" font-size="${detailSize.toFixed(1)}" fill="${palette.light}" text-anchor="${anchor}" opacity="0.95">${escapeXml(detail)}</text>` +
    `<rect x="${portrait ? width / 2 - big * 2.2 : textX}" y="${headlineY + big * 1.35}" width="${(big * 4.4).toFixed(1)}" height="${(big * 0.75).toFixed(1)}" rx="${(big * 0.37).toFixed(1)}" fill="${palette.accent}"/>` +
    `<text x="${portrait ? width / 2 : textX + big * 2.2}" y="${headlineY + big * 1.85}" font-family="${fonts.sans}" font-weight="700" font-size="${(big * 0.34).toFixed(1)}" fill="${palette.ink}" text-anchor="middle">SHOP NOW</text>`;
  return svg(width, height, body, defs);
}

/** A scene for a category: a soft background with a large motif and smaller repeats. */
export function motifScene(width: number, height: number, palette: Palette, seed: number, motif: Motif): string {
  const random = rng(seed);
  const defs = skyGradient('bg', palette.sky);
  let repeats = '';
  for (let index = 0; index < 7; index += 1) {
    const size = Math.min(width, height) * (0.12 + random() * 0.12);
    repeats += `<g opacity="0.25">${motifIcon(motif, random() * width, random() * height, size, palette.light, palette.accent)}</g>`;
  }
  const size = Math.min(width, height) * 0.55;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    bokeh(random, width, height, 14, palette.light) +
    repeats +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${size * 0.6}" fill="${palette.light}" opacity="0.92"/>` +
    motifIcon(motif, width / 2, height / 2, size * 0.85, palette.primary, palette.secondary);
  return svg(width, height, body, defs);
}

/** An invented wordmark on a coloured card: emblem, name and a small category line. */
export function wordmark(
  width: number,
  height: number,
  palette: Palette,
  seed: number,
  name: string,
  tagline: string,
  motif: Motif,
): string {
  const random = rng(seed);
  const style = Math.floor(random() * 3);
  const dark = random() > 0.45;
  const background = dark ? palette.ink : palette.light;
  const foreground = dark ? palette.light : palette.ink;
  const square = Math.abs(width - height) < 10;
  const family = [fonts.sans, fonts.serif, fonts.condensed][style] ?? fonts.sans;
  const letters = name.length;
  // Fit the name to its column: about 0.68 em per character in the widest face, more when spaced.
  const column = square ? width * 0.86 : width * 0.6;
  const nameSize = Math.min(
    height * (square ? 0.14 : 0.26),
    column / (Math.max(letters, 4) * (style === 2 ? 0.78 : 0.68)),
  );
  const iconSize = square ? height * 0.38 : height * 0.5;
  const iconX = square ? width / 2 : width * 0.18;
  const iconY = square ? height * 0.36 : height / 2;
  const textX = square ? width / 2 : width * 0.34;
  const anchor = square ? 'middle' : 'start';
  const nameY = square ? height * 0.74 : height * 0.5 + nameSize * 0.3;
  const body =
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<circle cx="${iconX}" cy="${iconY}" r="${iconSize * 0.62}" fill="${palette.primary}"/>` +
    motifIcon(motif, iconX, iconY, iconSize * 0.8, palette.light, palette.accent) +
    `<text x="${textX}" y="${nameY.toFixed(1)}" font-family="${family}" font-weight="700" font-size="${nameSize.toFixed(1)}" fill="${foreground}" text-anchor="${anchor}" letter-spacing="${style === 2 ? 2 : 0}">${escapeXml(style === 2 ? name.toUpperCase() : name)}</text>` +
    (square
      ? `<text x="${textX}" y="${(nameY + nameSize * 1.1).toFixed(1)}" font-family="${fonts.sans}" font-size="${(nameSize * 0.45).toFixed(1)}" fill="${palette.secondary}" text-anchor="middle" letter-spacing="3">${escapeXml(tagline.toUpperCase())}</text>`
      : '');
  return svg(width, height, body);
}

/** A round badge with a monogram, for car brands (invented, not the makers' marks). */
export function monogramBadge(size: number, palette: Palette, letters: string, name: string): string {
  const body =
    `<rect width="${size}" height="${size}" fill="${palette.light}"/>` +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.44}" fill="${palette.ink}" stroke="${palette.accent}" stroke-width="${size * 0.03}"/>` +
    `<text x="${size / 2}" y="${size * 0.56}" font-family="${fonts.serif}" font-weight="700" font-size="${size * 0.3}" fill="${palette.light}" text-anchor="middle">${escapeXml(letters)}</text>` +
    `<text x="${size / 2}" y="${size * 0.72}" font-family="${fonts.sans}" font-size="${size * 0.065}" fill="${palette.accent}" text-anchor="middle" letter-spacing="4">${escapeXml(name.toUpperCase())}</text>`;
  return svg(size, size, body);
}

/** A car on a showroom floor or a road at dusk. */
export function carScene(
  width: number,
  height: number,
  palette: Palette,
  seed: number,
  body: 'sedan' | 'suv',
  road: boolean,
): string {
  const random = rng(seed);
  const ground = height * 0.72;
  const carWidth = Math.min(width * 0.62, height * 1.25);
  const x = width / 2 - carWidth / 2;
  const u = carWidth / 100;
  const roof =
    body === 'suv' ? 'L30 18 Q32 14 38 14 H72 Q78 14 80 18 L88 34' : 'L34 20 Q38 16 46 16 H64 Q70 16 74 20 L86 34';
  const carPath = `M2 44 Q2 36 12 35 ${roof} Q98 36 98 46 V54 H2 Z`;
  const defs =
    skyGradient('bg', palette.sky, 'down') +
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient>`;
  let lines = '';
  if (road) {
    for (let index = 0; index < 8; index += 1) {
      lines += `<rect x="${(index * width) / 8}" y="${ground + (height - ground) * 0.55}" width="${width / 16}" height="${height * 0.012}" fill="${palette.accent}" opacity="0.7"/>`;
    }
  } else {
    for (let index = 0; index < 6; index += 1) {
      lines += `<rect x="${(index * width) / 6}" y="0" width="${width * 0.004}" height="${ground}" fill="${palette.light}" opacity="0.15"/>`;
    }
  }
  const svgBody =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    bokeh(random, width, ground, 16, palette.light) +
    `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${road ? palette.ink : palette.light}" opacity="${road ? 1 : 0.85}"/>` +
    lines +
    `<ellipse cx="${width / 2}" cy="${ground + 8 * u}" rx="${carWidth * 0.55}" ry="${7 * u}" fill="#000" opacity="0.3"/>` +
    `<g transform="translate(${x.toFixed(1)} ${(ground - 50 * u).toFixed(1)}) scale(${u.toFixed(3)})">` +
    `<path d="${carPath}" fill="url(#paint)"/>` +
    `<path d="${body === 'suv' ? 'M34 20 H54 V33 H28 Z M58 20 H74 L84 33 H58 Z' : 'M40 22 H54 V33 H32 Z M58 22 H70 L80 33 H58 Z'}" fill="${palette.light}" opacity="0.75"/>` +
    `<rect x="86" y="38" width="9" height="4" rx="2" fill="${palette.accent}"/><rect x="4" y="38" width="6" height="4" rx="2" fill="${palette.secondary}"/>` +
    `<circle cx="24" cy="54" r="10" fill="${palette.ink}"/><circle cx="24" cy="54" r="5" fill="${palette.light}"/>` +
    `<circle cx="78" cy="54" r="10" fill="${palette.ink}"/><circle cx="78" cy="54" r="5" fill="${palette.light}"/>` +
    `</g>`;
  return svg(width, height, svgBody, defs);
}

/** A plate seen from above, for the food strip and food carousels. */
export function dishScene(width: number, height: number, palette: Palette, seed: number): string {
  const random = rng(seed);
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.36;
  let toppings = '';
  const colors = [palette.secondary, palette.accent, palette.primary, '#6ab04c', '#eb4d4b'];
  for (let index = 0; index < 26; index += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * r * 0.6;
    toppings += `<circle cx="${(cx + Math.cos(angle) * distance).toFixed(1)}" cy="${(cy + Math.sin(angle) * distance).toFixed(1)}" r="${(r * (0.04 + random() * 0.06)).toFixed(1)}" fill="${colors[index % colors.length]}"/>`;
  }
  const defs = skyGradient('bg', palette.sky);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect x="${width * 0.08}" y="${height * 0.06}" width="${width * 0.05}" height="${height * 0.88}" rx="${width * 0.02}" fill="${palette.light}" opacity="0.4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.12}" fill="${palette.light}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="${palette.light}" stroke="${palette.primary}" stroke-opacity="0.2" stroke-width="${r * 0.03}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="${palette.secondary}" opacity="0.55"/>` +
    toppings +
    `<path d="M${width * 0.86} ${height * 0.12} V${height * 0.88}" stroke="${palette.light}" stroke-width="${width * 0.02}" stroke-linecap="round" opacity="0.8"/>`;
  return svg(width, height, body, defs);
}

/** The generic "image could not be loaded" picture. */
export function brokenImage(width: number, height: number): string {
  const body =
    `<rect width="${width}" height="${height}" fill="#ece7ef"/>` +
    `<g transform="translate(${width / 2 - 60} ${height / 2 - 60})"><rect x="10" y="20" width="100" height="80" rx="8" fill="none" stroke="#8a7f90" stroke-width="6"/><circle cx="40" cy="45" r="9" fill="#8a7f90"/><path d="M18 92 L48 62 L66 78 L80 66 L102 92 Z" fill="#8a7f90"/><path d="M8 112 L112 8" stroke="#ece7ef" stroke-width="12"/><path d="M8 112 L112 8" stroke="#8a7f90" stroke-width="5"/></g>`;
  return svg(width, height, body);
}

/**
 * One frame of a looping clip at time `phase` (0…1): drifting lights, a motif
 * that bobs and turns, confetti falling. Every motion has the clip's period,
 * so the last frame meets the first.
 */
export function animatedFrame(
  width: number,
  height: number,
  palette: Palette,
  seed: number,
  motif: Motif,
  phase: number,
): string {
  const random = rng(seed);
  const turn = phase * Math.PI * 2;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="${(0.5 + 0.3 * Math.sin(turn)).toFixed(3)}" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>`;
  let lights = '';
  for (let index = 0; index < 18; index += 1) {
    const x = random() * width;
    const baseY = random() * height;
    const r = (0.03 + random() * 0.08) * height;
    const y = (((baseY - phase * height * (1 + (index % 3))) % height) + height) % height;
    lights += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${palette.light}" opacity="${(0.1 + 0.15 * (0.5 + 0.5 * Math.sin(turn + index))).toFixed(3)}"/>`;
  }
  let fall = '';
  const colors = [palette.accent, palette.secondary, palette.light];
  for (let index = 0; index < 40; index += 1) {
    const x = random() * width + Math.sin(turn + index) * width * 0.01;
    const y = (random() * height + phase * height * (1 + (index % 2))) % height;
    fall += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(height * 0.018).toFixed(1)}" height="${(height * 0.008).toFixed(1)}" fill="${colors[index % 3]}" transform="rotate(${((index * 37 + phase * 360 * (index % 2 ? 1 : -1)) % 360).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  const size = height * 0.55;
  const bob = Math.sin(turn) * height * 0.04;
  const tilt = Math.sin(turn) * 8;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    lights +
    `<circle cx="${width / 2}" cy="${height / 2 + bob}" r="${(size * (0.6 + 0.03 * Math.sin(turn * 2))).toFixed(1)}" fill="${palette.light}" opacity="0.92"/>` +
    `<g transform="rotate(${tilt.toFixed(2)} ${width / 2} ${height / 2 + bob})">${motifIcon(motif, width / 2, height / 2 + bob, size * 0.85, palette.primary, palette.secondary)}</g>` +
    fall;
  return svg(width, height, body, defs);
}
