// The app's inner dependency direction (shared code -> features -> src/app), checked on the file an import
// resolves to rather than on the text of its specifier: `../../home/api/x` from shell and `../../../app/router`
// from a feature name no "features/" or "src/app/" at all, so a pattern on the text lets them through.
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Where a file sits in app/src: `app` (router, providers, route modules that compose features), `feature`
 * (with its name), `test` (the test kit, which may render the whole app), `entry` (main.tsx and other top-level
 * files) or `shared` (components, lib, api, state, ... below every feature). Null outside app/src.
 */
export function layerOf(appSrc, file) {
  const path = relative(appSrc, file);
  if (path === '' || path.startsWith('..')) return null;
  const [top, second] = path.split(sep);
  if (top === 'features') return second ? { kind: 'feature', name: second } : null;
  if (second === undefined) return /\.[cm]?[jt]sx?$/.test(top) ? { kind: 'entry' } : { kind: 'shared', name: top };
  if (top === 'app') return { kind: 'app' };
  if (top === 'test') return { kind: 'test' };
  return { kind: 'shared', name: top };
}

/** Why an import from one layer to another breaks the direction, or null when it is allowed. */
export function violation(from, to) {
  if (!from || !to) return null;
  if (from.kind === 'feature') {
    if (to.kind === 'feature' && to.name !== from.name) {
      return `the "${from.name}" feature imports the "${to.name}" feature: a feature never imports another one, so each area can change alone. Compose them in a page under src/app/routes/, or move what both need to shared code (src/components, src/lib, src/api).`;
    }
    if (to.kind === 'app') {
      return `the "${from.name}" feature imports src/app: features sit below the router and the route modules that compose them (shared -> features -> app). Pass what the feature needs in as props, or move it to shared code.`;
    }
    if (to.kind === 'entry') return `the "${from.name}" feature imports the app's entry: nothing imports main.tsx.`;
    return null;
  }
  if (from.kind === 'shared') {
    if (to.kind === 'feature') {
      return `shared code (src/${from.name}) imports the "${to.name}" feature: shared code sits below every feature (shared -> features -> app), so any feature can use it without pulling in another area.`;
    }
    if (to.kind === 'app') {
      return `shared code (src/${from.name}) imports src/app: shared code sits below features and src/app (shared -> features -> app).`;
    }
    if (to.kind === 'test') return `shared code (src/${from.name}) imports the test kit, which the app never ships.`;
    if (to.kind === 'entry') return `shared code (src/${from.name}) imports the app's entry: nothing imports main.tsx.`;
    return null;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const appLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce shared -> features -> src/app inside app/src on resolved import paths.' },
    schema: [{ type: 'object', properties: { appSrc: { type: 'string' } }, required: ['appSrc'], additionalProperties: false }],
    messages: { layer: '{{why}}' },
  },
  create(context) {
    const appSrc = resolve(context.options[0].appSrc);
    const from = layerOf(appSrc, context.filename);
    if (!from || from.kind === 'app' || from.kind === 'test' || from.kind === 'entry') return {};

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      // only relative specifiers reach app/src: the app has no path alias, and packages are checked by layer rules
      if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return;
      const target = resolve(dirname(context.filename), specifier.split('?')[0]);
      const why = violation(from, layerOf(appSrc, target));
      if (why) context.report({ node: source, messageId: 'layer', data: { why } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock|importActual|importMock)$/]': (node) =>
        check(node, node.arguments[0]),
    };
  },
};

export default { rules: { 'app-layers': appLayers } };
