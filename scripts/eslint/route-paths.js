// Catches a path of the route registry typed by hand in app code ('/settings', `/content/${type}`): links are
// built with pathTo(routeName, params), so a renamed path or a new parameter breaks the build, not a link.
import { readFileSync } from 'node:fs';

/**
 * The path patterns of packages/manifest/src/routes.ts, read from its text: eslint loads plain JavaScript, and
 * every path and alias of the registry (from GERMAN_LEGAL_PATHS to the end of `routes`) is a quoted literal
 * starting with '/'. The catch-all '*' is no path of its own.
 */
export function registryPatterns(routesFile) {
  const source = readFileSync(routesFile, 'utf8');
  const start = source.indexOf('export const GERMAN_LEGAL_PATHS');
  const end = source.indexOf('] as const satisfies readonly RouteDefinition[]');
  // a reshaped registry must not silently turn this rule off
  if (start < 0 || end < start) throw new Error(`route-paths: cannot find the route registry in ${routesFile}`);
  const registry = source.slice(start, end);
  return [...new Set([...registry.matchAll(/'(\/[^'\s]*)'/g)].map((match) => match[1]))];
}

function escape(text) {
  return text.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}

/** A pattern as a regular expression: ':id' is one segment, ':page?' an optional one, a trailing '*' the rest. */
export function patternRegExp(pattern) {
  const segments = pattern.split('/').slice(1);
  let body = '';
  for (const segment of segments) {
    if (segment === '*') body += '(?:/.*)?';
    else if (segment.startsWith(':')) body += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else body += `/${escape(segment)}`;
  }
  return new RegExp(`^${body || '/'}/?$`);
}

/** The registry pattern a hand-typed path matches (query and fragment aside), or null. */
export function matchingRoute(path, patterns) {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const bare = path.split(/[?#]/)[0];
  return patterns.find((pattern) => patternRegExp(pattern).test(bare)) ?? null;
}

// A lone '/' is a separator far more often than the home page ('a/b'.split('/'), startsWith('/')): it counts
// only where a path is expected, as a link's `to` or `href` or the target of navigate().
function isLinkTarget(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'JSXExpressionContainer') return isLinkTarget(parent);
  if (parent.type === 'JSXAttribute') return ['to', 'href'].includes(parent.name.name);
  if (parent.type === 'Property') return !parent.computed && parent.key.type === 'Identifier' && ['to', 'href', 'pathname'].includes(parent.key.name);
  if (parent.type === 'CallExpression') return parent.callee.type === 'Identifier' && parent.callee.name === 'navigate';
  return false;
}

function isModuleSource(node) {
  const parent = node.parent;
  return Boolean(parent && /^(Import|ExportNamed|ExportAll)Declaration$|^ImportExpression$/.test(parent.type) && parent.source === node);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noHandTypedRoutePath = {
  meta: {
    type: 'problem',
    docs: { description: 'Build links to app routes with pathTo(routeName, params), never by hand.' },
    schema: [{ type: 'object', properties: { routesFile: { type: 'string' } }, required: ['routesFile'], additionalProperties: false }],
    messages: {
      handTyped:
        "'{{path}}' is the route path '{{pattern}}' typed by hand: build it with pathTo(routeName, params) from @portal/manifest/routes, so a changed path or parameter fails the type check instead of breaking a link.",
    },
  },
  create(context) {
    const patterns = registryPatterns(context.options[0].routesFile);

    function check(node, path) {
      if (path === '/' && !isLinkTarget(node)) return;
      const pattern = matchingRoute(path, patterns);
      if (pattern) context.report({ node, messageId: 'handTyped', data: { path, pattern } });
    }

    return {
      Literal(node) {
        if (typeof node.value !== 'string' || isModuleSource(node)) return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        // each ${...} stands for one segment's worth of text: `/content/${type}` reads as /content/x
        const path = node.quasis.map((quasi) => quasi.value.cooked ?? '').join('x');
        if (!node.quasis[0]?.value.cooked?.startsWith('/')) return;
        check(node, path);
      },
    };
  },
};

export default { rules: { 'no-hand-typed-route-path': noHandTypedRoutePath } };
