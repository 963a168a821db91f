/**
 * Content thumbnails drawn here rather than downloaded (DESIGN.md, "Own artwork"): calm abstract shapes whose
 * palette and layout follow from a hash of the title, so the same title always gets the same picture.
 */

/** Calm palettes: background, two shape colours and an accent, each readable as a soft illustration. */
const PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#e6f4f1', '#7cc6b8', '#2f7f78', '#f2c572'],
  ['#fdf1e7', '#f4a987', '#d9694f', '#6f9fd8'],
  ['#eef0fb', '#9aa5e6', '#4b57b5', '#f6b6c8'],
  ['#f3f7e9', '#a9cf7d', '#4f8a3a', '#f0d46a'],
  ['#f8eef6', '#d7a1cf', '#8e4f8c', '#8fd0c9'],
  ['#eaf4fb', '#86bde3', '#2f6fa3', '#f5b971'],
  ['#fbf6e6', '#ecc976', '#b8862b', '#7fb3a8'],
  ['#f1f1f4', '#b4b7c9', '#505674', '#e98f7c'],
];

/** FNV-1a: a small, stable string hash (no crypto needed, only spread). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A tiny deterministic generator seeded by the hash, for shape positions. */
function generator(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0xffffffff;
  };
}

const WIDTH = 480;
const HEIGHT = 270;

function round(n: number): number {
  return Math.round(n);
}

/** Type-specific mark in the corner, so a video, podcast or event reads as such without words. */
function motif(kind: string, colour: string): string {
  switch (kind) {
    case 'videos':
      return `<circle cx="420" cy="60" r="26" fill="${colour}" opacity=".9"/><path d="M412 46v28l22-14z" fill="#fff"/>`;
    case 'podcasts':
      return `<rect x="410" y="38" width="20" height="34" rx="10" fill="${colour}"/><path d="M400 62a20 20 0 0 0 40 0" stroke="${colour}" stroke-width="5" fill="none"/>`;
    case 'events':
      return `<rect x="396" y="36" width="48" height="44" rx="6" fill="#fff" stroke="${colour}" stroke-width="5"/><path d="M396 50h48" stroke="${colour}" stroke-width="5"/>`;
    case 'recipes':
      return `<circle cx="420" cy="60" r="24" fill="none" stroke="${colour}" stroke-width="5"/><circle cx="420" cy="60" r="10" fill="${colour}"/>`;
    default:
      return `<path d="M400 40h40M400 56h40M400 72h26" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`;
  }
}

/** The SVG markup of a thumbnail for this title and content type. */
export function thumbnailSvg(title: string, kind: string): string {
  const hash = hashText(`${kind}:${title}`);
  const palette = PALETTES[hash % PALETTES.length] ?? PALETTES[0]!;
  const [background, soft, strong, accent] = palette;
  const random = generator(hash);
  const shapes: string[] = [];

  const horizon = round(HEIGHT * (0.55 + random() * 0.2));
  const crest = round(horizon - 30 - random() * 50);
  shapes.push(
    `<path d="M0 ${horizon} C${round(WIDTH * 0.3)} ${crest} ${round(WIDTH * 0.6)} ${horizon + 40} ${WIDTH} ${crest + 20} V${HEIGHT} H0Z" fill="${soft}"/>`,
  );
  const circles = 2 + (hash % 3);
  for (let i = 0; i < circles; i++) {
    const cx = round(40 + random() * (WIDTH - 160));
    const cy = round(40 + random() * (horizon - 60));
    const r = round(18 + random() * 46);
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i === 0 ? accent : strong}" opacity="${i === 0 ? 0.9 : 0.35}"/>`,
    );
  }
  const lower = round(horizon + 30 + random() * 20);
  shapes.push(
    `<path d="M0 ${lower} C${round(WIDTH * 0.35)} ${lower - 40} ${round(WIDTH * 0.7)} ${lower + 30} ${WIDTH} ${lower - 10} V${HEIGHT} H0Z" fill="${strong}" opacity=".85"/>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-hidden="true">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>${shapes.join('')}${motif(kind, strong)}</svg>`
  );
}

/** A thumbnail as a data URI; the CSP allows img-src data:, and no file needs serving. */
export function thumbnailDataUri(title: string, kind: string): string {
  return `data:image/svg+xml,${encodeURIComponent(thumbnailSvg(title, kind))}`;
}

/** A small square icon for service tiles and clinic categories, from the same palettes. */
export function iconDataUri(name: string): string {
  const hash = hashText(`icon:${name}`);
  const [background, soft, strong] = PALETTES[hash % PALETTES.length] ?? PALETTES[0]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">` +
    `<rect width="64" height="64" rx="16" fill="${background}"/><circle cx="32" cy="32" r="18" fill="${soft}"/>` +
    `<circle cx="${24 + (hash % 16)}" cy="${24 + ((hash >>> 4) % 16)}" r="8" fill="${strong}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
