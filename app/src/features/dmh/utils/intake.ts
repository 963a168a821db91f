import dayjs from 'dayjs';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IntakeProblem } from '@portal/contract/intake-rules';

/** The intake rules' problems in the member's language (the server's 422 says the same in English). */
export const PROBLEM_MESSAGES: Readonly<Record<IntakeProblem, MessageDescriptor>> = {
  required: msg`Please answer this question.`,
  email: msg`Please enter a valid email address.`,
  phone: msg`Please enter a phone number of 8 to 15 digits, with an optional leading +.`,
  adult_age: msg`You must be at least 16 years old.`,
  child_age: msg`The child must be between 6 and 16 years old.`,
  date: msg`Please enter a valid date.`,
  choice: msg`Please choose one of the options.`,
};

/** Country calling codes offered beside a phone number, the client's own country first. */
const CALLING_CODES: readonly (readonly [region: string, code: string])[] = [
  ['GB', '+44'],
  ['IE', '+353'],
  ['DE', '+49'],
  ['AT', '+43'],
  ['CH', '+41'],
  ['FR', '+33'],
  ['NL', '+31'],
  ['BE', '+32'],
  ['LU', '+352'],
  ['ES', '+34'],
  ['IT', '+39'],
  ['PT', '+351'],
  ['PL', '+48'],
  ['SE', '+46'],
  ['DK', '+45'],
  ['US', '+1'],
];

/** The list with country names in the member's language (the browser's Intl data, no table of our own). */
export function countryCodes(locale: string): { code: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return CALLING_CODES.map(([region, code]) => ({ code, label: `${names?.of(region) ?? region} (${code})` }));
}

/** The calling code a form starts with: the client's country by its language and currency. */
export function defaultCallingCode(language: string, currency: 'eur' | 'gbp'): string {
  if (language === 'de') return '+49';
  return currency === 'gbp' ? '+44' : '+353';
}

/** An amount in minor units, shown divided by 100 in the client's currency (seed 003 section 9). */
export function minorAmount(minor: number, currency: 'eur' | 'gbp', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

/** The member's own date, yyyy-mm-dd, for the age rules. */
export function localToday(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}
