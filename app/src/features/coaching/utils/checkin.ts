import dayjs from 'dayjs';

/** Seed 002 section 9: the check-in's five questions change with a 250 ms transition. */
export const CHECKIN_TRANSITION_MS = 250;
/** The slider runs from 0 to the number of options minus 1 and starts at 2. */
export const CHECKIN_DEFAULT_OPTION = 2;

/** The slider's starting point, within the question's options. */
export function defaultOption(optionCount: number): number {
  return Math.max(0, Math.min(CHECKIN_DEFAULT_OPTION, optionCount - 1));
}

/** The graph's labels (the server's YYYY-MM-DD days) as DD/MM/YY, the spec's short date; DD.MM.YY in German. */
export function graphLabels(labels: readonly string[], language = 'en'): string[] {
  const format = language === 'de' ? 'DD.MM.YY' : 'DD/MM/YY';
  return labels.map((label) => (dayjs(label).isValid() ? dayjs(label).format(format) : label));
}
