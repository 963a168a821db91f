/** A journal question as the task content gives it (seed 002 section 3). */
export interface JournalQuestion {
  readonly id: number;
  readonly type: 'numeric' | 'text' | 'time' | 'date';
  readonly layout?: 'scale' | 'long_text' | null;
  readonly text: string;
  readonly description?: string | null;
  readonly min_val?: number | null;
  readonly max_val?: number | null;
  readonly last_answers?: readonly { timestamp: string; text: string; active: boolean }[];
  readonly last_answer?: string | null;
}

/**
 * The answer a question starts with: the day's previous answer unless the journal type contains 'multi' (each
 * entry starts afresh); else a scale's half maximum, or nothing.
 */
export function initialAnswer(question: JournalQuestion, multi: boolean): string {
  if (!multi && question.last_answer) return question.last_answer;
  if (question.type === 'numeric' && question.layout === 'scale') return String(Math.round((question.max_val ?? 10) / 2));
  return '';
}

/** What is sent: text trimmed, numbers clamped to the question's min and max. */
export function clampJournal(question: JournalQuestion, value: string): string {
  const text = value.trim();
  if (question.type !== 'numeric' || text === '') return text;
  const number = Number(text);
  if (!Number.isFinite(number)) return '';
  const min = question.min_val ?? Number.NEGATIVE_INFINITY;
  const max = question.max_val ?? Number.POSITIVE_INFINITY;
  return String(Math.min(max, Math.max(min, number)));
}
