import fc from 'fast-check';
import { expect } from 'vitest';
import type { CallHandler } from '../src/core/types';
import type { Harness } from './harness';

/** Numbers past what the database holds: int4 ids end at 2^31 - 1, doubles at about 1.8e308. */
export const EDGE_NUMBERS: readonly unknown[] = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1e308, -1e308, 5e-324, 'NaN', 'Infinity', '2147483648', '9007199254740993', '1e308'];

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', '1', 'true', '2024-02-30', '1990-01-01', '2025-06-01 10:00', 'a@b.example', '<script>', "'; drop table users; --", '\u0000', '9'.repeat(40)),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxKeys: 3 }),
);

/** The field names of a call's request schema, so random bodies hit the real fields as well as junk ones. */
function fieldNames(handler: CallHandler): string[] {
  const entries = (handler.call.request as { entries?: Record<string, unknown> }).entries;
  return entries ? Object.keys(entries) : [];
}

/** Random bodies for one call: its own fields with any values, plus stray keys. */
export function bodiesFor(handler: CallHandler): fc.Arbitrary<Record<string, unknown>> {
  const names = fieldNames(handler);
  const known = names.length > 0 ? fc.dictionary(fc.constantFrom(...names), anyValue, { maxKeys: names.length }) : fc.constant({});
  const stray = fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 });
  return fc.tuple(known, stray).map(([a, b]) => ({ ...b, ...a }));
}

/**
 * The never-5xx property: random JSON bodies to every given handler, signed in as a demo member of the client
 * that permits the most routes, answer 2xx or 4xx. (Form bodies are refused with 415 before any handler.)
 */
export async function assertNoServerErrors(h: Harness, handlers: readonly CallHandler[], numRuns = 20): Promise<void> {
  const client = [...h.clients].sort((a, b) => b.manifest.permittedRoutes.length - a.manifest.permittedRoutes.length)[0]!;
  for (const handler of handlers) {
    const cookie = await h.signIn(client.id, `member@${client.id}.example`);
    await fc.assert(
      fc.asyncProperty(bodiesFor(handler), async (body) => {
        const reply = await h.request(client.id, handler.call.path, body, { cookie });
        expect(reply.status, `${handler.call.path} ${JSON.stringify(body)} -> ${reply.text.slice(0, 200)}`).toBeLessThan(500);
        expect(reply.status).toBeGreaterThanOrEqual(200);
      }),
      { numRuns },
    );
  }
}

/**
 * Every edge number in every field of every given handler, one field at a time beside an otherwise valid-looking
 * body of ones: 2xx or 4xx, never a 5xx (a value past int4 used to reach the database and answer 500).
 */
export async function assertEdgeNumbersRefused(h: Harness, handlers: readonly CallHandler[]): Promise<void> {
  const client = [...h.clients].sort((a, b) => b.manifest.permittedRoutes.length - a.manifest.permittedRoutes.length)[0]!;
  for (const handler of handlers) {
    const cookie = await h.signIn(client.id, `member@${client.id}.example`);
    const names = fieldNames(handler);
    for (const name of names) {
      for (const value of EDGE_NUMBERS) {
        const body = { ...Object.fromEntries(names.map((other) => [other, 1])), [name]: value };
        const reply = await h.request(client.id, handler.call.path, body, { cookie });
        expect(reply.status, `${handler.call.path} ${name}=${String(value)} -> ${reply.text.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  }
}
