/**
 * Birth dates as members write them: day first in every language the portal speaks (DD.MM.YYYY in German,
 * DD/MM/YYYY in English as written in the UK and Ireland, the clients' countries), with ISO YYYY-MM-DD accepted too.
 * The answer the server stores stays ISO.
 */

export type DobPattern = 'DD.MM.YYYY' | 'DD/MM/YYYY';

/** The way a member writes a date in `language`. */
export function dobPattern(language: string): DobPattern {
  return language.toLowerCase().startsWith('de') ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date that exists (no 31 April, 29 February only in leap years), as ISO; otherwise null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The ISO date of what the member typed, or null when it is not a date: day, month and four-digit year separated by
 * a dot, slash, dash or space (12.04.1988, 12/4/1988, 12-04-1988), or ISO 1988-04-12.
 */
export function parseDob(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})\s*[./\-\s]\s*(\d{1,2})\s*[./\-\s]\s*(\d{4})$/.exec(value);
  if (dayFirst) return isoOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** An ISO date written the member's way (1988-04-12 -> 12.04.1988 in German); anything else unchanged. */
export function formatDob(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return iso;
  const separator = dobPattern(language) === 'DD.MM.YYYY' ? '.' : '/';
  return [match[3], match[2], match[1]].join(separator);
}
