import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Drawer } from './drawer';
import { Modal } from './modal';

function CancelSession() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this session?"
        closeLabel="Close"
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep session
            </Button>
            <Button onClick={() => setOpen(false)}>Cancel session</Button>
          </>
        }
      >
        <p>Video session with Dr Amira Hassan</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is labelled by its title and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<CancelSession />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<CancelSession />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const keep = screen.getByRole('button', { name: 'Keep session' });
    const confirm = screen.getByRole('button', { name: 'Cancel session' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<CancelSession />);
    const opener = screen.getByRole('button', { name: 'Cancel' });
    await user.click(opener);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('Drawer', () => {
  it('is a labelled modal panel that closes on Escape', async () => {
    const user = userEvent.setup();
    function Panel() {
      const [open, setOpen] = useState(true);
      return (
        <Drawer open={open} onClose={() => setOpen(false)} title="Notifications" closeLabel="Close">
          <p>You don&apos;t have any new notifications.</p>
        </Drawer>
      );
    }
    render(<Panel />);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
