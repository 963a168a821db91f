import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachingBooking, Goal, Task } from '@portal/contract/calls/coaching';
import { renderFeature } from '../../../test/render-feature';
import { localToday } from '../utils/calendar';
import { agendaOf, HomeCalendar } from './home-calendar';

const task = (id: number, title: string, target: string | false, disabled = false): Task => ({
  id,
  title,
  icon: null,
  completed: false,
  disabled,
  target_date: target,
  recurring_type: null,
  has_widget: null,
});

describe('coaching calendar', { timeout: 90_000 }, () => {
  it('puts sessions and open tasks with a date on their days, locked tasks nowhere', () => {
    const booking: CoachingBooking = { id: 7, start: '2026-11-27T10:00:00Z', end: '2026-11-27T10:50:00Z', coach_title: 'Aoife', delivery_type: 'video' };
    const goals: Goal[] = [{ id: 1, title: 'G', img: null, progress: 0, milestones: [{ id: 2, title: 'M', icon: null, completed: false, disabled: false, tasks: [task(3, 'A', '2026-11-28'), task(4, 'Locked', '2026-11-28', true)] }] }];
    const items = agendaOf([booking], goals, [task(5, 'Daily', false), task(6, 'Bonus', '2026-12-01')]);
    expect(items.map((i) => [i.kind, i.date])).toEqual([
      ['session', '2026-11-27'],
      ['task', '2026-11-28'],
      ['task', '2026-12-01'],
    ]);
  });

  it('starts weeks on Monday, walks days with the arrow keys and lists the chosen day', async () => {
    const today = localToday();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const tomorrowIso = localToday(tomorrow);
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderFeature(<HomeCalendar bookings={[]} goals={[]} orphans={[task(1, 'Stretch', today), task(2, 'Walk', tomorrowIso)]} onOpenTask={onOpen} />);
    const grid = screen.getByRole('grid');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    await user.click(screen.getByRole('button', { name: 'Task: Stretch' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    const current = grid.querySelector<HTMLButtonElement>('button[tabindex="0"]')!;
    expect(current.dataset.date).toBe(today);
    current.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-date', tomorrowIso);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Task: Walk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Task: Stretch' })).toBeNull();
  });
});
