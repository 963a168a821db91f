import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { id: 'upcoming', label: 'Upcoming', panel: <p>Upcoming list</p> },
  { id: 'past', label: 'Past', panel: <p>Past list</p> },
  { id: 'cancelled', label: 'Cancelled', panel: <p>Cancelled list</p> },
];

describe('Tabs', () => {
  it('moves and selects with the arrow keys, Home and End, wrapping round', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Bookings" items={items} onChange={onChange} />);
    const [upcoming, past, cancelled] = screen.getAllByRole('tab');

    expect(screen.getByRole('tablist', { name: 'Bookings' })).toBeInTheDocument();
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    expect(upcoming).toHaveAttribute('tabindex', '0');
    expect(past).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(upcoming).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(past).toHaveFocus();
    expect(past).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Past' })).toHaveTextContent('Past list');

    await user.keyboard('{End}');
    expect(cancelled).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(upcoming).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cancelled).toHaveFocus();
    await user.keyboard('{Home}');
    expect(upcoming).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('upcoming');
  });

  it('links each panel to its tab', () => {
    render(<Tabs label="Notifications" items={items} defaultSelectedId="past" />);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Past');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-controls', panel.id);
  });
});
