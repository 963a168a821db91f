import type { TermsType } from '@portal/contract/calls/legal';
import type { Manifest } from '@portal/manifest/schema';
import { GERMAN_LEGAL_PATHS as GERMAN_LEGAL_PATHS_BY_ROUTE } from '@portal/manifest/routes';

/** The German paths of the legal pages (registry aliases of privacy and TCs). */
export const GERMAN_LEGAL_PATHS: Record<TermsType, string> = { pp: GERMAN_LEGAL_PATHS_BY_ROUTE.privacy, tc: GERMAN_LEGAL_PATHS_BY_ROUTE.TCs };

/**
 * Which document to show: the German one on its German path (or for a German reader of a client with German
 * legal links), else the member's own slug (user_pp_slug / user_tc_slug), else the client's.
 */
export function legalSlug(
  kind: TermsType,
  manifest: Pick<Manifest, 'legal' | 'features'>,
  options: { pathname: string; language: string; memberSlug?: string | undefined },
): string {
  const german = kind === 'pp' ? manifest.legal.privacySlugDe : manifest.legal.termsSlugDe;
  const onGermanPath = options.pathname.replace(/\/$/, '') === GERMAN_LEGAL_PATHS[kind];
  if (german && (onGermanPath || (manifest.features.germanLegalLinks && options.language === 'de'))) return german;
  return options.memberSlug || (kind === 'pp' ? manifest.legal.privacySlug : manifest.legal.termsSlug);
}
