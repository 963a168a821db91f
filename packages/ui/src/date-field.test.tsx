import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

describe('DateField', () => {
  it('is a group named by its legend, described by the format, with day, month and year in the British order', () => {
    render(<DateField label="Date of birth" required locale="en" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAccessibleDescription('For example, 27/03/2007');
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((box) => box.getAttribute('id')?.split('-').pop())).toEqual(['day', 'month', 'year']);
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('follows the language: German separators, American month first', () => {
    const { unmount } = render(<DateField label="Geburtsdatum" locale="de" />);
    expect(screen.getByRole('group', { name: 'Geburtsdatum' })).toHaveAccessibleDescription('For example, 27.03.2007');
    unmount();
    render(<DateField label="Date" locale="en-US" />);
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('id')?.split('-').pop())).toEqual(['month', 'day', 'year']);
  });

  it('hands its form the ISO date, as the browser date input did; a separator typed moves to the next part', async () => {
    const onChange = vi.fn();
    render(<DateField label="Date of birth" name="dob" locale="en" onChange={(event) => onChange(event.target.value)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Day' }));
    await user.keyboard('1/12/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('2026');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveFocus();
  });

  it('says a date that does not exist is not a real date once focus leaves the field, and hands on no ISO date', async () => {
    const onChange = vi.fn();
    render(
      <>
        <DateField label="Date of birth" locale="en" onChange={(event) => onChange(event.target.value)} error="You must be at least 16 years old to use this service." />
        <button type="button">Next</button>
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '31');
    await user.tab();
    await user.keyboard('02');
    await user.tab();
    await user.keyboard('2024');
    expect(onChange).toHaveBeenLastCalledWith('31/02/2024');
    await user.tab();
    expect(screen.getByRole('group')).toHaveAccessibleDescription('For example, 27/03/2007 Enter a real date, for example 27/03/2007.');
    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the part missing, and says when a date is out of range', async () => {
    render(
      <>
        <DateField label="Last day shown" locale="en" min="2026-12-01" />
        <button type="button">Next</button>
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter a complete date, for example 27/03/2007.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Day' })).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '11');
    expect(screen.getByText('Enter a date on or after 01/12/2026.')).toBeVisible();
  });

  it('shows a controlled value in its parts and follows it, and shows the form’s own message for a real date', async () => {
    function Controlled() {
      const [value, setValue] = useState('1988-04-12');
      return (
        <>
          <DateField label="Date of birth" locale="de" value={value} onChange={(event) => setValue(event.target.value)} error={value === '2020-04-12' ? 'too young' : undefined} />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('04');
    const user = userEvent.setup();
    const year = screen.getByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '2020');
    expect(screen.getByText('too young')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveValue('');
  });

  it('hands focus to the first part when its form focuses the field (the ref)', () => {
    let hidden: HTMLInputElement | null = null;
    render(
      <DateField
        label="Date of birth"
        locale="en"
        ref={(node) => {
          hidden = node;
        }}
      />,
    );
    hidden!.focus();
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveFocus();
  });
});
