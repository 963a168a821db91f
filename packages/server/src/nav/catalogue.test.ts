import { describe, expect, it } from 'vitest';
import { findRoute } from '@portal/manifest/routes';
import { SIDE_NAV, STAFF_NAV, TOP_NAV } from './catalogue';

/** Whether a concrete path is a page of the route pattern (optional segments like `:page?` may be left out). */
function isPageOf(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.endsWith('?') ? '(?:/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : `/${segment}`))
    .join('');
  return new RegExp(`^${source || '/'}$`).test(path);
}

describe('nav catalogue', () => {
  it.each([...TOP_NAV, ...SIDE_NAV, ...STAFF_NAV].map((entry) => [entry.name, entry.path] as const))(
    '%s leads to a page of its own route (%s)',
    (name, path) => {
      const route = findRoute(name);
      expect(route, `${name} is a route name`).toBeDefined();
      const patterns = [route!.path!, ...(route!.aliases ?? [])];
      expect(patterns.some((pattern) => isPageOf(pattern, path))).toBe(true);
    },
  );

  it('matches optional segments and refuses a detail page without its id', () => {
    expect(isPageOf('/events/:page?/:webinar?', '/events')).toBe(true);
    expect(isPageOf('/digital-gym/:id', '/digital-gym')).toBe(false);
  });
});
