import { describe, expect, it } from 'vitest';
import { MALFORMED_JSON_MESSAGE, containsNul, fromFormData, parseJson } from './body';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe('request bodies', () => {
  it('reads key[] and repeated keys of a multipart form as lists', () => {
    const body = fromFormData(form([['a', '1'], ['tags[]', 'x'], ['tags[]', 'y'], ['b', '2'], ['b', '3'], ['one[]', 'z']]));
    expect(body).toEqual({ a: '1', tags: ['x', 'y'], b: ['2', '3'], one: ['z'] });
  });
  it('ignores prototype keys', () => {
    expect(Object.getPrototypeOf(fromFormData(form([['__proto__', 'x'], ['constructor', 'y']])))).toBe(Object.prototype);
    expect(fromFormData(form([['__proto__', 'x']]))).toEqual({});
  });
  it('treats an empty JSON body as {} and refuses malformed JSON and non-objects', () => {
    expect(parseJson('')).toEqual({ ok: true, body: {} });
    expect(parseJson('{"a":')).toEqual({ ok: false, message: MALFORMED_JSON_MESSAGE });
    expect(parseJson('[1]').ok).toBe(false);
    expect(parseJson('null').ok).toBe(false);
  });
  it('finds U+0000 anywhere in a body', () => {
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: 'fine', n: 1 })).toBe(false);
  });
});
