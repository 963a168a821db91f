import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('MAP_STYLE_URL', () => {
  it('is off by default, taken as an http(s) URL, and refused as anything else', () => {
    expect(loadConfig({}).mapStyleUrl).toBeNull();
    expect(loadConfig({ MAP_STYLE_URL: 'https://tiles.example.com/style.json' }).mapStyleUrl).toBe('https://tiles.example.com/style.json');
    expect(() => loadConfig({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow('MAP_STYLE_URL must be an http(s) URL');
    expect(() => loadConfig({ MAP_STYLE_URL: 'tiles' })).toThrow('MAP_STYLE_URL must be an http(s) URL');
  });
});
