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
  const parts = pathname.split('/').filter(Boolean);
  let best: { name: RouteName; score: number } | null = null;
  for (const pattern of patterns) {
    const value = score(pattern.segments, parts);
    if (value !== null && (best === null || value > best.score)) best = { name: pattern.name, score: value };
  }
  return best?.name ?? null;
}
