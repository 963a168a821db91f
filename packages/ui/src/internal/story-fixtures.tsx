// Own placeholder artwork for stories: simple generated SVGs, never downloaded pictures.

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const palettes = [
  ['#2f6f73', '#a9d6cf', '#f3c98b'],
  ['#5b4b8a', '#c9b8f0', '#f7d6e0'],
  ['#8a4b2f', '#f0c2a8', '#fbe8c8'],
  ['#2f5a8a', '#a8c8f0', '#d8f0e8'],
  ['#3f6b2f', '#c2e0a8', '#f0e8c2'],
  ['#7a2f4b', '#f0a8c2', '#f8e0c8'],
] as const;

/** A 16:9 content thumbnail: soft hills and a sun, varied by index. */
export function thumbnail(index: number): string {
  const [dark, mid, light] = palettes[index % palettes.length]!;
  const sunX = 60 + ((index * 53) % 200);
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
<rect width="320" height="180" fill="${light}"/>
<circle cx="${sunX}" cy="58" r="26" fill="#ffffff" opacity="0.85"/>
<path d="M0 130 C60 90 120 100 170 125 S260 150 320 110 V180 H0z" fill="${mid}"/>
<path d="M0 150 C80 120 150 140 210 155 S290 160 320 145 V180 H0z" fill="${dark}"/>
</svg>`);
}
