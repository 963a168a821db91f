import type { DmhQuestion } from '@portal/contract/calls/dmh';
import {
  confirmFieldError,
  DMH_GENDER_OPTIONS,
  dateTimeError,
  isValidFreeText,
  secondPreferenceError,
} from '@portal/contract/dmh-rules';
import { formatDob, parseDob } from './dob';

/** The message of a date of birth that is empty or not a date (the spec's age message is for a date too young). */
export const DOB_FORMAT_ERROR = 'dob-format';

const isDateField = (type: string | null | undefined) => type === 'dob' || type === 'child_dob';

export interface DateTimeDraft {
  readonly date: string;
  readonly time: string;
}

export type LocationDraft =
  | { readonly status: 'found'; readonly display_name: string; readonly lat: number; readonly lng: number }
  | { readonly status: 'skipped' };

/** What the member has entered for the question shown, before it is sent. */
export type Draft =
  | { readonly type: 'select'; readonly choice: number | null }
  | { readonly type: 'text' | 'text_input'; readonly text: string }
  | { readonly type: 'slider'; readonly values: readonly number[] }
  | { readonly type: 'date_time'; readonly first: DateTimeDraft; readonly second: DateTimeDraft }
  | { readonly type: 'location_detection'; readonly location: LocationDraft | null }
  | { readonly type: 'confirm'; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'date_review' | 'hardcoded_page_1' };

/** The slider's default is its third option (seed 001 section 9). */
export const SLIDER_DEFAULT_INDEX = 2;

/** A confirm field's known value as the field shows it: a birth date in the member's way, a choice only if offered. */
function shownValue(option: DmhQuestion['options'][number], language: string): string {
  const value = option.value ?? '';
  if (isDateField(option.field_type)) return value ? formatDob(value, language) : '';
  if (option.field_type === 'gender' || option.field_type === 'select') return choicesOf(option).includes(value) ? value : '';
  return value;
}

/** The draft a question opens with; the confirm fields start with what the portal knows of the member. */
export function emptyDraft(question: DmhQuestion, language = 'en'): Draft {
  switch (question.question_type) {
    case 'select':
      return { type: 'select', choice: null };
    case 'text':
    case 'text_input':
      return { type: question.question_type, text: '' };
    case 'slider':
      return {
        type: 'slider',
        values: (question.sliders ?? []).map((s) => Math.min(SLIDER_DEFAULT_INDEX, Math.max(0, s.options.length - 1))),
      };
    case 'date_time':
      return { type: 'date_time', first: { date: '', time: '' }, second: { date: '', time: '' } };
    case 'location_detection':
      return { type: 'location_detection', location: null };
    case 'confirm':
      return { type: 'confirm', fields: Object.fromEntries(question.options.map((o) => [o.field_key ?? '', shownValue(o, language)])) };
    default:
      return { type: question.question_type };
  }
}

const joined = (value: DateTimeDraft) => (value.date && value.time ? `${value.date}T${value.time}` : '');

/** The date-time question's messages: each preference's own, and the second-preference rule. */
export function dateTimeErrors(draft: { first: DateTimeDraft; second: DateTimeDraft }, now: Date) {
  const first = joined(draft.first);
  const second = joined(draft.second);
  return {
    first: first ? dateTimeError(first, now) : null,
    second: second ? (dateTimeError(second, now) ?? secondPreferenceError(first, second)) : null,
  };
}

/** The gender field's choices: the option's data, else the spec's three. */
export function choicesOf(option: DmhQuestion['options'][number]): readonly string[] {
  return Array.isArray(option.data) && option.data.every((c) => typeof c === 'string') ? (option.data as string[]) : DMH_GENDER_OPTIONS;
}

/** Each confirm field's message, or null. */
export function confirmErrors(question: DmhQuestion, fields: Readonly<Record<string, string>>, today: Date): Record<string, string | null> {
  return Object.fromEntries(
    question.options.map((option) => {
      const key = option.field_key ?? '';
      const value = fields[key] ?? '';
      if (isDateField(option.field_type)) {
        const iso = parseDob(value);
        return [key, iso ? confirmFieldError(option.field_type, iso, today) : DOB_FORMAT_ERROR];
      }
      return [key, confirmFieldError(option.field_type, value, today, choicesOf(option))];
    }),
  );
}

/**
 * The answer to send, or null while Next stays disabled: no answer yet, an invalid answer, or two identical
 * preferred date-times (seed 001 section 5).
 */
export function answerOf(question: DmhQuestion, draft: Draft, now: Date): unknown {
  switch (draft.type) {
    case 'select':
      return draft.choice;
    case 'text':
    case 'text_input':
      return isValidFreeText(draft.text) ? draft.text.trim() : null;
    case 'slider':
      return [...draft.values];
    case 'date_time': {
      const first = joined(draft.first);
      const second = joined(draft.second);
      if (!first || !second) return null;
      const errors = dateTimeErrors(draft, now);
      return errors.first || errors.second ? null : { first, second };
    }
    case 'location_detection':
      if (!draft.location) return null;
      return draft.location.status === 'skipped'
        ? { skipped: true }
        : { display_name: draft.location.display_name, lat: draft.location.lat, lng: draft.location.lng };
    case 'confirm': {
      const errors = confirmErrors(question, draft.fields, now);
      if (Object.values(errors).some(Boolean)) return null;
      const dateKeys = new Set(question.options.filter((o) => isDateField(o.field_type)).map((o) => o.field_key ?? ''));
      return Object.fromEntries(Object.entries(draft.fields).map(([k, v]) => [k, dateKeys.has(k) ? (parseDob(v) ?? v.trim()) : v.trim()]));
    }
    default:
      return true;
  }
}

/** The chosen option opens the financeSuccess view when it is the first question's financial option. */
export function isFinanceChoice(question: DmhQuestion, draft: Draft): boolean {
  return draft.type === 'select' && draft.choice !== null && question.options[draft.choice]?.attributes?.finance === true;
}
