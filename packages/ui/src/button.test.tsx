import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('ignores clicks while loading and says it is busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Saving" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.dblClick(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('blocks a double submit while the promise from onClick is pending', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Button onClick={onClick}>Book session</Button>);
    const button = screen.getByRole('button', { name: 'Book session' });

    await user.dblClick(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');

    finish();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form twice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent | React.FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Register</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Register
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders a link when given href', () => {
    render(
      <Button href="/meeting-room/42" variant="secondary">
        Join
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/meeting-room/42');
  });
});
