import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';

dayjs.extend(advancedFormat);

/** 80 bottles make 1 kg of plastic (seed 002 section 9). */
export const BOTTLES_PER_KG = 80;

/** Kilograms of plastic the bottles weigh, rounded to 1 decimal. */
export function plasticKg(bottles: number): number {
  return Math.round((bottles / BOTTLES_PER_KG) * 10) / 10;
}

/** The kilograms as the member reads them: always one decimal, in their language (2.5 · 2,5). */
export function formatKg(bottles: number, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    plasticKg(bottles),
  );
}

/** The top box's 'since' date in the long form Do MMMM YYYY: 5th March 2026 · 5. März 2026. */
export function formatSince(date: string, language: string): string {
  const day = dayjs(date);
  if (!day.isValid()) return date;
  return day.locale(language === 'de' ? 'de' : 'en-gb').format('Do MMMM YYYY');
}
