import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The day, month and year boxes of the date field named `name` (a group with a legend). */
export function dateParts(name: string | RegExp) {
  const group = screen.getByRole('group', { name });
  return {
    group,
    day: within(group).getByRole('textbox', { name: 'Day' }),
    month: within(group).getByRole('textbox', { name: 'Month' }),
    year: within(group).getByRole('textbox', { name: 'Year' }),
  };
}

/** Types an ISO date into the date field named `name`, part by part, as a member would. */
export async function typeDate(user: UserEvent, name: string | RegExp, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const parts = dateParts(name);
  for (const [box, value] of [
    [parts.day, day],
    [parts.month, month],
    [parts.year, year],
  ] as const) {
    if ((box as HTMLInputElement).value) await user.clear(box);
    await user.type(box, value ?? '');
  }
}

/** Changes the date field named `name` to an ISO date at once (for tests that fire change events). */
export function changeDate(name: string | RegExp, iso: string): void {
  const [year, month, day] = iso.split('-');
  const parts = dateParts(name);
  fireEvent.change(parts.day, { target: { value: day } });
  fireEvent.change(parts.month, { target: { value: month } });
  fireEvent.change(parts.year, { target: { value: year } });
}
