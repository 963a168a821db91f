import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { ChatWidget } from './chat-widget';

let mounts = 0;
function Body() {
  mounts += 1;
  return <p>The conversation</p>;
}

describe('the support chat widget', () => {
  it('is absent where the manifest names no chat widget', () => {
    renderFeature(<ChatWidget body={<Body />} />, { manifest: { chatWidget: null } });
    expect(screen.queryByRole('button', { name: 'Support chat' })).not.toBeInTheDocument();
  });

  it('mounts the conversation only once opened, takes focus, and gives it back to the launcher on Escape and close', async () => {
    mounts = 0;
    const user = userEvent.setup({ delay: null });
    renderFeature(<ChatWidget body={<Body />} />, { manifest: { chatWidget: { provider: 'local', shutdownOnLogout: true } } });
    const launcher = screen.getByRole('button', { name: 'Support chat' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(mounts).toBe(0);

    await user.click(launcher);
    const panel = screen.getByRole('region', { name: 'Support chat' });
    expect(panel).toHaveTextContent('The conversation');
    expect(panel).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Support chat' })).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();

    await user.click(launcher);
    await user.click(screen.getByRole('button', { name: 'Close the support chat' }));
    expect(screen.queryByText('The conversation')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(mounts).toBeGreaterThan(0);
  });
});
