import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { TextField } from './text-field';

describe('FormField wiring', () => {
  it('describes an invalid control by its hint and error', () => {
    render(<TextField label="Date of birth" hint="For example 27 03 1990" error="You must be at least 16 years old to use this service." required />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('For example 27 03 1990 You must be at least 16 years old to use this service.');
  });

  it('is valid without an error', () => {
    render(<TextField label="Access code" />);
    expect(screen.getByRole('textbox', { name: 'Access code' })).not.toHaveAttribute('aria-invalid');
  });

  it('wires a checkbox error too', () => {
    render(<Checkbox label="I agree to the privacy policy" error="Please tick the box to continue" />);
    expect(screen.getByRole('checkbox', { name: 'I agree to the privacy policy' })).toHaveAccessibleDescription('Please tick the box to continue');
  });
});
