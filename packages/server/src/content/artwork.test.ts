import { describe, expect, it } from 'vitest';
import { iconDataUri, thumbnailDataUri, thumbnailSvg } from './artwork';

describe('artwork', () => {
  it('is deterministic per title and type', () => {
    expect(thumbnailSvg('Morning Flow Yoga', 'videos')).toBe(thumbnailSvg('Morning Flow Yoga', 'videos'));
    expect(thumbnailSvg('Morning Flow Yoga', 'videos')).not.toBe(thumbnailSvg('Box Breathing', 'videos'));
  });

  it('is a self-contained SVG data URI with no external references', () => {
    const uri = thumbnailDataUri('Seven Habits for Better Sleep', 'articles');
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/href|<image|url\(/);
    expect(uri.length).toBeLessThan(4000);
    expect(iconDataUri('events')).toMatch(/^data:image\/svg\+xml,/);
  });
});
