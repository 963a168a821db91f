import {
  confirmFieldError,
  DMH_DATE_PAST_MESSAGE,
  DMH_DATE_TIME_PATTERN,
  DMH_FREE_TEXT_MESSAGE,
  isValidFreeText,
  secondPreferenceError,
} from '@portal/contract/dmh-rules';
import { CallError } from '../core/types';
import type { QuestionDef } from './questions';

export const ANSWER_MESSAGE = 'Please answer the question.';

/** What a stored location answer holds: the address found, or that the member skipped the step. */
export type LocationAnswer = { display_name: string; lat: number; lng: number } | { skipped: true };

function refuse(message: string = ANSWER_MESSAGE): never {
  throw new CallError(400, message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionIndex(value: unknown, count: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= count) refuse();
  return value;
}

/**
 * The earliest calendar date a preferred date may have. The server does not know the member's time zone, so it
 * takes the date of the westernmost zone (UTC-12); the page applies the exact rule in the member's own zone.
 */
function earliestDate(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Checks an answer against its question's rules (seed 001 section 5) and returns what is stored. The birth date
 * rules count years on the server's UTC date: a day's difference from the member's zone only matters on the
 * birthday itself.
 */
export function checkAnswer(def: QuestionDef, answer: unknown, now: Date): unknown {
  switch (def.type) {
    case 'select':
      return optionIndex(answer, def.options.length);
    case 'text':
    case 'text_input':
      if (typeof answer !== 'string' || !isValidFreeText(answer)) refuse(DMH_FREE_TEXT_MESSAGE);
      return answer.trim();
    case 'slider': {
      const sliders = def.sliders ?? [];
      if (!Array.isArray(answer) || answer.length !== sliders.length) refuse();
      return answer.map((value, i) => optionIndex(value, sliders[i]!.options.length));
    }
    case 'date_time': {
      if (!isRecord(answer)) refuse();
      const { first, second } = answer;
      if (typeof first !== 'string' || typeof second !== 'string') refuse();
      for (const value of [first, second]) {
        const match = DMH_DATE_TIME_PATTERN.exec(value);
        if (!match || match[1]! < earliestDate(now) || Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`))) refuse(DMH_DATE_PAST_MESSAGE);
      }
      const same = secondPreferenceError(first, second);
      if (same) refuse(same);
      return { first, second };
    }
    case 'location_detection': {
      if (!isRecord(answer)) refuse();
      if (answer.skipped === true) return { skipped: true } satisfies LocationAnswer;
      const { display_name, lat, lng } = answer;
      if (typeof display_name !== 'string' || display_name.trim() === '' || display_name.length > 300) refuse();
      if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) refuse();
      return { display_name: display_name.trim(), lat, lng } satisfies LocationAnswer;
    }
    case 'confirm': {
      if (!isRecord(answer)) refuse();
      const stored: Record<string, string> = {};
      for (const option of def.options) {
        const key = option.fieldKey!;
        const value = answer[key];
        const text = typeof value === 'string' ? value : '';
        const choices = Array.isArray(option.data) ? (option.data as string[]) : undefined;
        const error = confirmFieldError(option.fieldType, text, now, choices);
        if (error) refuse(`${option.text.en}: ${error}`);
        stored[key] = text.trim();
      }
      return stored;
    }
    case 'date_review':
    case 'hardcoded_page_1':
      if (answer !== true) refuse();
      return true;
  }
}

/** The question after an answer: a select option may lead elsewhere (the financial option ends the journey). */
export function nextAfter(def: QuestionDef, stored: unknown): number | null {
  if (def.type === 'select' && typeof stored === 'number') {
    const option = def.options[stored];
    if (option && option.next !== undefined) return option.next;
  }
  return def.next;
}
