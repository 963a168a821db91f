// The server's domains talk through their public module (decision 0505): a file of one domain
// (packages/server/src/<domain>/...) may import another domain only through `<domain>/public.ts`, never its
// repository, schema, seed or any other file. Checked on the file an import resolves to, like app-layers.
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Top folders of packages/server/src that are infrastructure, not domains: every domain may use them, and the
 * composition roots among them (db/seed, db/schema, testing) may reach a domain's handlers, schema and seed.
 * Every other folder is a domain, so a new folder is held to the rule from its first file.
 */
export const INFRASTRUCTURE = ['calls', 'core', 'db', 'mail', 'payments', 'realtime', 'sessions', 'testing', 'uploads', 'web'];

/** Where a file sits in packages/server/src: `{ domain, rest }` for a domain's file, null for anything else. */
export function domainOf(serverSrc, file) {
  const path = relative(serverSrc, file);
  if (path === '' || path.startsWith('..')) return null;
  const parts = path.split(sep);
  if (parts.length < 2 || INFRASTRUCTURE.includes(parts[0])) return null;
  return { domain: parts[0], rest: parts.slice(1).join('/').replace(/\.[cm]?[jt]s$/, '') };
}

/** Why an import from one file to another crosses into a domain's internals, or null when it is allowed. */
export function violation(from, to) {
  if (!from || !to || from.domain === to.domain || to.rest === 'public') return null;
  return (
    `the "${from.domain}" domain imports ${to.domain}/${to.rest}, an internal of the "${to.domain}" domain: ` +
    `domains talk through their public module so each can change its repository, schema and seed alone. ` +
    `Import from '../${to.domain}/public' (export it there if other domains may call it) and tables from '../db/schema'.`
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverDomains = {
  meta: {
    type: 'problem',
    docs: { description: "A server domain imports another domain only through its public module." },
    schema: [{ type: 'object', properties: { serverSrc: { type: 'string' } }, required: ['serverSrc'], additionalProperties: false }],
    messages: { internal: '{{why}}' },
  },
  create(context) {
    const serverSrc = resolve(context.options[0].serverSrc);
    const from = domainOf(serverSrc, context.filename);
    // tests set up data across domains on purpose (another domain's seed or repository): the rule is for shipped code
    if (!from || /\.test\.[cm]?[jt]s$/.test(context.filename)) return {};

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const why = violation(from, domainOf(serverSrc, resolve(dirname(context.filename), specifier)));
      if (why) context.report({ node: source, messageId: 'internal', data: { why } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'server-domains': serverDomains } };
