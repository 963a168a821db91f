import type { Manifest } from '@portal/manifest/schema';

export const MANIFEST_ELEMENT_ID = 'portal-manifest';

export type ClientManifestResult =
  | { readonly ok: true; readonly manifest: Manifest }
  | { readonly ok: false; readonly reason: 'missing' | 'invalid'; readonly detail?: string };

/** Parses a manifest JSON text as the server inlines it, and checks its shape. */
export function parseClientManifest(text: string | null | undefined): ClientManifestResult {
  if (!text || !text.trim()) return { ok: false, reason: 'missing' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'invalid', detail: error instanceof Error ? error.message : String(error) };
  }
  const problem = shapeProblem(raw);
  if (problem) return { ok: false, reason: 'invalid', detail: problem };
  return { ok: true, manifest: raw as Manifest };
}

const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The server inlines a manifest it has already validated with the full schema (clients:check and start-up),
 * with every default applied. The browser only guards against a page that was not served that way (a stale
 * static bundle, a proxy's error page), checking the fields the app cannot start without; the full valibot
 * schema would add its weight to every page's first load.
 */
function shapeProblem(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return '(root): must be an object';
  const manifest = raw as Record<string, unknown>;
  const checks: Array<[string, boolean]> = [
    ['id', typeof manifest.id === 'string' && manifest.id !== ''],
    ['name', typeof manifest.name === 'string'],
    ['skin', Number.isInteger(manifest.skin)],
    ['permittedRoutes', isStringList(manifest.permittedRoutes)],
    ['languages', isStringList(manifest.languages)],
    ['defaultLanguage', typeof manifest.defaultLanguage === 'string'],
    ['homePage', typeof manifest.homePage === 'string'],
    ['logos', typeof manifest.logos === 'object' && manifest.logos !== null],
    ['legal', typeof manifest.legal === 'object' && manifest.legal !== null],
    ['support', typeof manifest.support === 'object' && manifest.support !== null],
    ['features', typeof manifest.features === 'object' && manifest.features !== null],
    ['signIn', typeof manifest.signIn === 'object' && manifest.signIn !== null],
  ];
  const failed = checks.find(([, ok]) => !ok);
  return failed ? `${failed[0]}: missing or of the wrong type` : null;
}

let cached: ClientManifestResult | undefined;

/** The client's manifest from `<script id="portal-manifest">`, read and checked once per page load. */
export function readClientManifest(doc: Document = document): ClientManifestResult {
  cached ??= parseClientManifest(doc.getElementById(MANIFEST_ELEMENT_ID)?.textContent);
  return cached;
}

/** Lets tests read a different inlined manifest. */
export function resetClientManifestForTests(): void {
  cached = undefined;
}

/** Where a client's logo files are served from (decision 0001). */
export function clientAssetUrl(manifest: Pick<Manifest, 'id'>, file: string): string {
  return `/client-assets/${encodeURIComponent(manifest.id)}/${encodeURIComponent(file)}`;
}
