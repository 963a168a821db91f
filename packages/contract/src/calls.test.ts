import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isRouteName } from '@portal/manifest/routes';
import { calls, callsByPath } from './calls';
import { examples } from './examples';

const here = fileURLToPath(new URL('.', import.meta.url));
// The checklist ships with the repository, so the coverage test always runs; it is a copy of the spec's
// calls.tsv, which CI clones beside the repository at ../shared.
const checklistPath = path.resolve(here, 'calls.checklist.tsv');
const specPath = path.resolve(here, '../../../../shared/spec/calls.tsv');

interface ChecklistRow {
  seed: string;
  area: string;
  path: string;
}

function readChecklist(): ChecklistRow[] {
  const [, ...lines] = readFileSync(checklistPath, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [seed = '', area = '', callPath = ''] = line.split('\t');
    return { seed, area, path: callPath };
  });
}

describe('calls checklist coverage', () => {
  it('has every path of the checklist exactly once, 98 in all, and nothing else', () => {
    const rows = readChecklist();
    expect(rows).toHaveLength(98);
    expect(calls).toHaveLength(98);
    const contractPaths = calls.map((call) => call.path);
    expect(new Set(contractPaths).size).toBe(contractPaths.length);
    expect([...contractPaths].sort()).toEqual(rows.map((row) => row.path).sort());
  });

  it('keeps the seed and the area of each row', () => {
    for (const row of readChecklist()) {
      const call = callsByPath.get(row.path);
      expect(call, row.path).toBeDefined();
      expect({ path: row.path, seed: call?.seed, area: call?.area }).toEqual(row);
    }
  });

  // Without the spec beside the repository there is nothing to compare with; the coverage tests above still run.
  const specHere = existsSync(specPath);
  it.runIf(specHere)(`is an exact copy of the spec's calls.tsv${specHere ? '' : ` (skipped: no ${specPath})`}`, () => {
    expect(readFileSync(checklistPath, 'utf8')).toBe(readFileSync(specPath, 'utf8'));
  });
});

describe('call definitions', () => {
  it('indexes every call by path', () => {
    expect(callsByPath.size).toBe(calls.length);
    for (const call of calls) expect(callsByPath.get(call.path)).toBe(call);
  });

  it('uses only route names of the registry', () => {
    for (const call of calls)
      for (const route of call.routes) expect(isRouteName(route), `${call.path}: ${route}`).toBe(true);
  });

  it('makes only sign-in, registration and legal texts public', () => {
    const publicPaths = calls.filter((call) => call.auth === 'public').map((call) => call.path);
    expect(publicPaths.sort()).toEqual(
      [
        '/application/api/u/info/get-info',
        '/application/api/u/sapphire/alternative/alternative-login',
        '/application/api/u/user/axa-sso-web',
        '/application/api/u/user/axa-sso-web-pre-check',
      ].sort(),
    );
  });

  it('gives the shell calls no route and area calls their pages', () => {
    const routesOf = (p: string) => callsByPath.get(p)?.routes;
    expect(routesOf('/application/api/u/settings/get-nav')).toEqual([]);
    expect(routesOf('/application/api/u/sapphire/appointments')).toEqual([]);
    expect(routesOf('/application/api/u/events/get-events')).toEqual(['events', 'viewEvent']);
    expect(routesOf('/application/api/u/dmh/get-question')).toEqual(['dmh', 'dmhLanding']);
    expect(routesOf('/application/api/u/randox/order')).toEqual(['randoxKit']);
    expect(routesOf('/application/api/u/dmh/get-appointment-access-token')).toEqual(['bookingVideoRoom']);
    expect(routesOf('/application/api-hc/send-eap-request')).toEqual(['eap']);
  });
});

/** What a form-encoded body looks like after decoding: every number and flag becomes a string. */
function asFormValues(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(asFormValues);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asFormValues(item)]));
  }
  return value;
}

function issuesOf(result: v.SafeParseResult<v.GenericSchema>): string {
  return result.success
    ? ''
    : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('; ');
}

describe.each(calls.map((call) => [call.path, call] as const))('%s', (callPath, call) => {
  const example = examples[callPath];

  it('has an example', () => {
    expect(example).toBeDefined();
  });

  it('accepts its example request as JSON, with user_id, which it drops', () => {
    const result = v.safeParse(call.request, { ...example!.request, user_id: 41 });
    expect(issuesOf(result)).toBe('');
    expect((result.output as Record<string, unknown>).user_id).toBeUndefined();
  });

  it('accepts the same request form-encoded and reads the same values', () => {
    const json = v.safeParse(call.request, example!.request);
    const form = v.safeParse(call.request, asFormValues(example!.request));
    expect(issuesOf(form)).toBe('');
    expect(form.output).toEqual(json.output);
  });

  it('answers every problem of an empty body with a readable sentence', () => {
    const result = v.safeParse(call.request, {});
    for (const issue of result.issues ?? []) {
      expect(issue.message).toMatch(/^[A-Z].*[a-z.)]$/);
      expect(issue.message).not.toMatch(/Invalid|Expected/);
    }
  });

  it('parses a realistic reply', () => {
    expect(issuesOf(v.safeParse(call.response, example!.reply))).toBe('');
  });
});
