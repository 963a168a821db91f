import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import type { Db, Member } from '../core/types';
import * as repo from './repository';
import { offeredFilters } from './rules';

const FILTER_LABELS_DE: Record<string, string> = { Life: 'Leben', Mind: 'Geist', Body: 'Körper' };

/** The content library's tag filters. */
export async function listFilters(
  db: Db,
  member: Member,
  manifest: Manifest,
): Promise<{ label: string; value: string }[]> {
  const [{ shown: language }, tags] = await Promise.all([
    memberLanguage(db, member, manifest),
    repo.visibleTags(db, member.clientId),
  ]);
  return offeredFilters(tags).map((tag) => ({
    label: (language === 'de' && FILTER_LABELS_DE[tag]) || tag,
    value: tag,
  }));
}
