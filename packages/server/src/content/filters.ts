import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import type { Db, Member } from '../core/types';
import * as repo from './repository';
import { DEFAULT_TAG_FILTERS, offeredFilters } from './rules';

/**
 * The German names of the catalogue's tags as filters (the tag itself stays the filter's value). Yoga, Pilates and
 * Stress are German words too (the German catalogue itself heads its stress content "Stress"); Snack and Fitness get
 * German names that read less like borrowed English.
 */
export const FILTER_LABELS_DE: Readonly<Record<string, string>> = {
  Life: 'Leben',
  Mind: 'Geist',
  Body: 'Körper',
  Anxiety: 'Angst',
  Breakfast: 'Frühstück',
  Dinner: 'Abendessen',
  Finance: 'Finanzen',
  Fitness: 'Sport',
  Lunch: 'Mittagessen',
  Mindfulness: 'Achtsamkeit',
  Nutrition: 'Ernährung',
  Pilates: 'Pilates',
  Resilience: 'Resilienz',
  Sleep: 'Schlaf',
  Snack: 'Zwischenmahlzeit',
  Stress: 'Stress',
  Work: 'Arbeit',
  Yoga: 'Yoga',
};

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
  const filters = offeredFilters(tags).map((tag) => ({
    label: (language === 'de' && FILTER_LABELS_DE[tag]) || tag,
    value: tag,
  }));
  // Life, Mind and Body first, the others in the alphabetical order of the names the member reads
  const [first, rest] = [filters.slice(0, DEFAULT_TAG_FILTERS.length), filters.slice(DEFAULT_TAG_FILTERS.length)];
  return [...first, ...rest.sort((a, b) => a.label.localeCompare(b.label, language))];
}
