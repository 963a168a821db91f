import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';
import { VisuallyHidden } from './visually-hidden';

describe('ErrorState', () => {
  it('announces the message as an alert, with the tone spoken first, and retries from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Your bookings could not be loaded." toneLabel="Error:" retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Your bookings could not be loaded.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows progress while a retry that returns a promise runs, and takes no second press', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => undefined;
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<ErrorState title="We could not load this list." retryLabel="Try again" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    settle();
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers and can label a field', () => {
    render(
      <>
        <VisuallyHidden as="label" htmlFor="message">
          Your message
        </VisuallyHidden>
        <textarea id="message" />
        <a href="/terms">
          Terms<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName(/^Terms\s*\(opens in a new tab\)$/);
  });
});
