import * as v from 'valibot';
import { manifestSchema, type Manifest } from '@portal/manifest/schema';

export const MANIFEST_ELEMENT_ID = 'portal-manifest';

export type ClientManifestResult =
  | { readonly ok: true; readonly manifest: Manifest }
  | { readonly ok: false; readonly reason: 'missing' | 'invalid'; readonly detail?: string };

/** Parses and validates a manifest JSON text as the server inlines it. */
export function parseClientManifest(text: string | null | undefined): ClientManifestResult {
  if (!text || !text.trim()) return { ok: false, reason: 'missing' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'invalid', detail: error instanceof Error ? error.message : String(error) };
  }
  const result = v.safeParse(manifestSchema, raw);
  if (result.success) return { ok: true, manifest: result.output };
  const issue = result.issues[0];
  const field = issue ? (v.getDotPath(issue) ?? '(root)') : '(root)';
  return { ok: false, reason: 'invalid', detail: `${field}: ${issue?.message ?? 'invalid'}` };
}

let cached: ClientManifestResult | undefined;

/** The client's manifest from `<script id="portal-manifest">`, read and validated once per page load. */
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
