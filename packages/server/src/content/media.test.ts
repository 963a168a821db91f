import { describe, expect, it } from 'vitest';
import { byteRange } from './media';

describe('byteRange', () => {
  it('reads the ranges a media element asks for', () => {
    expect(byteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });

  it('answers null for no range or one it cannot satisfy', () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange('bytes=-', 100)).toBeNull();
    expect(byteRange('bytes=100-', 100)).toBeNull();
    expect(byteRange('bytes=20-10', 100)).toBeNull();
    expect(byteRange('items=0-1', 100)).toBeNull();
  });
});
