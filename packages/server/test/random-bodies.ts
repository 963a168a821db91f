import fc from 'fast-check';
import { expect } from 'vitest';
import type { CallHandler } from '../src/core/types';
import type { Harness } from './harness';

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', '1', 'true', '2024-02-30', '1990-01-01', '2025-06-01 10:00', 'a@b.example', '<script>', "'; drop table users; --", '\u0000', '9'.repeat(40)),
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
 * The never-5xx property: random JSON and form bodies to every given handler, signed in as a demo member of
 * the client that permits the most routes, answer 2xx or 4xx.
 */
export async function assertNoServerErrors(h: Harness, handlers: readonly CallHandler[], numRuns = 20): Promise<void> {
  const client = [...h.clients].sort((a, b) => b.manifest.permittedRoutes.length - a.manifest.permittedRoutes.length)[0]!;
  for (const handler of handlers) {
    const cookie = await h.signIn(client.id, `member@${client.id}.example`);
    await fc.assert(
      fc.asyncProperty(bodiesFor(handler), fc.boolean(), async (body, form) => {
        const reply = await h.request(client.id, handler.call.path, body, { cookie, form });
        expect(reply.status, `${handler.call.path} ${JSON.stringify(body)} -> ${reply.text.slice(0, 200)}`).toBeLessThan(500);
        expect(reply.status).toBeGreaterThanOrEqual(200);
      }),
      { numRuns },
    );
  }
}
