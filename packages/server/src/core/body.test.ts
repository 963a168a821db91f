import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { MALFORMED_JSON_MESSAGE, containsNul, fromFormData, mayContainNul, parseJson, receivedBody } from './body';

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

  it('knows JSON text without the \\u0000 escape holds no U+0000', () => {
    expect(mayContainNul(JSON.stringify({ a: 'x\u0000' }))).toBe(true);
    expect(mayContainNul(JSON.stringify({ ['k\u0000']: 1 }))).toBe(true);
    expect(mayContainNul(JSON.stringify({ a: 'x', b: ['\u0001'] }))).toBe(false);
  });
});

describe('receivedBody', () => {
  /** A request whose parser has pushed `chunks` and, when complete, the end. */
  function request(chunks: readonly string[], complete = true): Readable & { complete: boolean } {
    const stream = Object.assign(new Readable({ read() {} }), { complete });
    for (const chunk of chunks) stream.push(Buffer.from(chunk));
    if (complete) stream.push(null);
    return stream;
  }

  it('takes the whole body of a complete, unread request at once, decoded as text() decodes it', () => {
    expect(receivedBody(request(['{"a":', '"\u00e9"}']))).toBe('{"a":"\u00e9"}');
    expect(receivedBody(request(['\ufeff{}']))).toBe('{}');
    expect(receivedBody(request([]))).toBe('');
  });

  it('leaves a request that is not complete, already read or flowing, or not Node\'s, to the usual read', () => {
    expect(receivedBody(request(['{}'], false))).toBeUndefined();
    const read = request(['{}', '{}']);
    read.read(2);
    expect(receivedBody(read)).toBeUndefined();
    const flowing = request(['{}']);
    flowing.on('data', () => {});
    expect(receivedBody(flowing)).toBeUndefined();
    expect(receivedBody(undefined)).toBeUndefined();
    expect(receivedBody({ complete: true })).toBeUndefined();
  });
});

