import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { getSession } from './calls/auth';
import { CALL_ROLES } from './define-call';
import { MAX_INT } from './fields';

interface Node {
  readonly type: string;
  readonly kind?: string;
  readonly pipe?: readonly Node[];
  readonly entries?: Record<string, Node>;
  readonly options?: readonly Node[];
  readonly wrapped?: Node;
  readonly item?: Node;
  readonly key?: Node;
  readonly value?: Node;
}

/** The paths (inside a request schema) of number schemas that no min_value and max_value bound. */
function unboundedNumbers(node: Node, at: string, bounded = false): string[] {
  if (node.pipe) {
    const actions = node.pipe.slice(1).map((action) => action.type);
    const inner = bounded || actions.includes('picklist') || (actions.includes('min_value') && actions.includes('max_value'));
    return unboundedNumbers(node.pipe[0]!, at, inner);
  }
  if (node.type === 'number') return bounded ? [] : [at];
  const children: [string, Node][] = [
    ...Object.entries(node.entries ?? {}).map(([key, child]) => [`${at}.${key}`, child] as [string, Node]),
    ...(node.options ?? []).map((child, index) => [`${at}|${index}`, child] as [string, Node]),
    ...(node.wrapped ? [[at, node.wrapped] as [string, Node]] : []),
    ...(node.item ? [[`${at}[]`, node.item] as [string, Node]] : []),
    ...(node.value ? [[`${at}{}`, node.value] as [string, Node]] : []),
  ];
  // A wrapper (optional, union) keeps the bound of the pipe around it; an object or list starts afresh.
  const keeps = node.type === 'optional' || node.type === 'nullable' || node.type === 'nullish' || node.type === 'union';
  return children.flatMap(([path, child]) => unboundedNumbers(child, path, keeps && bounded));
}

describe('the call core in the contract', () => {
  it('bounds every number of every request, so nothing overflows a column (ids to int4)', () => {
    const unbounded = calls.flatMap((call) => unboundedNumbers(call.request as unknown as Node, call.path));
    expect(unbounded).toEqual([]);
  });

  it('refuses ids of 2^31 and more, negative ids, 1e308 and NaN in every id field it can find', () => {
    for (const call of calls) {
      const entries = (call.request as unknown as { entries?: Record<string, v.GenericSchema> }).entries ?? {};
      for (const [key, schema] of Object.entries(entries)) {
        // user_id is accepted and dropped: the member comes from the session
        if (!/(^|_)id$/.test(key) || key === 'user_id') continue;
        const accepts = (value: unknown) => v.safeParse(schema, value).success;
        if (!accepts(1) && !accepts('1')) continue;
        for (const bad of [2 ** 31, 2 ** 53, -1, 1e308, 'NaN', '2147483648']) {
          // textual ids may take "2147483648" as text; numbers past int4 must never be numbers after parsing
          const result = v.safeParse(schema, bad);
          if (result.success) expect(typeof result.output, `${call.path} ${key} ${String(bad)}`).toBe('string');
        }
        if (accepts(MAX_INT)) expect(v.safeParse(schema, MAX_INT).output).toBeDefined();
      }
    }
  });

  it('gives roles only to calls of signed-in members, and only the known ones', () => {
    for (const call of calls.filter((candidate) => candidate.role !== undefined)) {
      expect(call.auth, call.path).toBe('session');
      expect(CALL_ROLES, call.path).toContain(call.role);
    }
  });

  it('marks the shell\'s hot reads read-only and no call that writes', () => {
    const readOnly = new Set(calls.filter((call) => call.readOnly).map((call) => call.path));
    for (const path of ['/application/api/u/settings/get-nav', '/application/api/u/sapphire/appointments', '/application/api/u/notifications/unread']) {
      expect(readOnly, path).toContain(path);
    }
    // the session call (beyond calls.tsv) is asked on every page load and writes nothing
    expect(getSession.readOnly).toBe(true);
    // calls that write, even sometimes, must never skip the session cache's invalidation
    for (const path of ['/application/api/u/notifications', '/application/api/u/my-list/create', '/application/api/u/settings/set-user-language', '/application/api-hc/check-password']) {
      expect(readOnly.has(path), path).toBe(false);
    }
  });
});
