/** The weekdays a month row shows: business days, Monday first (seed 001 section 9). */
export const BUSINESS_DAYS = 5;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function monthKey(year: number, month: number): string {
  return `${year}-${pad(month + 1)}`;
}

/** The month's business-day weeks: each row Monday to Friday, null for days of the neighbouring months. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const weeks: (string | null)[][] = [];
  let row: (string | null)[] = [];
  for (let day = 1; day <= days; day += 1) {
    // Monday 0 … Sunday 6
    const weekday = (new Date(Date.UTC(year, month, day)).getUTCDay() + 6) % 7;
    if (weekday >= BUSINESS_DAYS) continue;
    if (row.length === 0) row = Array.from({ length: weekday }, () => null);
    row.push(`${year}-${pad(month + 1)}-${pad(day)}`);
    if (weekday === BUSINESS_DAYS - 1) {
      weeks.push(row);
      row = [];
    }
  }
  if (row.length > 0) weeks.push([...row, ...Array.from({ length: BUSINESS_DAYS - row.length }, () => null)]);
  return weeks;
}

/** The month after (or before, with -1) a year and month. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + month + by;
  return { year: Math.floor(index / 12), month: index % 12 };
}
