import { routes, type RouteName } from './routes';

interface Pattern {
  readonly name: RouteName;
  readonly segments: readonly string[];
}

const patterns: Pattern[] = routes.flatMap((route) =>
  route.path === null || route.path === '*'
    ? []
    : [route.path, ...(route.aliases ?? [])].map((path) => ({
        name: route.name,
        segments: path.split('/').filter(Boolean),
      })),
);

/** How well a pattern matches: static segments count most, as react-router ranks them; null when it does not. */
function score(segments: readonly string[], parts: readonly string[]): number | null {
  let total = 0;
  let index = 0;
  for (const segment of segments) {
    if (segment === '*') return total + 1;
    const part = parts[index];
    if (segment.startsWith(':')) {
      if (part === undefined) {
        if (segment.endsWith('?')) continue;
        return null;
      }
      total += 3;
    } else {
      if (part !== segment) return null;
      total += 10;
    }
    index++;
  }
  return index === parts.length ? total : null;
}

/** The route name whose path (or alias) matches a pathname, as the app's router would pick it; null for none. */
export function matchRouteName(pathname: string): RouteName | null {
  return matchRoute(pathname)?.name ?? null;
}

/** A matched route and the values of its path's parameters (`:id`), decoded; an optional one left out is absent. */
export interface RouteMatch {
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
}

/** The route whose path (or alias) matches a pathname, with its parameters, as the app's router would pick it. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { pattern: Pattern; score: number } | null = null;
  for (const pattern of patterns) {
    const value = score(pattern.segments, parts);
    if (value !== null && (best === null || value > best.score)) best = { pattern, score: value };
  }
  if (!best) return null;
  const params: Record<string, string> = {};
  let index = 0;
  for (const segment of best.pattern.segments) {
    if (segment === '*') break;
    if (segment.startsWith(':')) {
      const part = parts[index];
      if (part === undefined) continue;
      try {
        params[segment.slice(1).replace(/\?$/, '')] = decodeURIComponent(part);
      } catch {
        params[segment.slice(1).replace(/\?$/, '')] = part;
      }
    }
    index++;
  }
  return { name: best.pattern.name, params };
}
