import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testManifest } from '../../../test/manifest';
import { renderApp } from '../../../test/render';

describe('focus after navigation', { timeout: 60_000 }, () => {
  it("moves to the new page's main heading and announces the page title", async () => {
    const user = userEvent.setup();
    renderApp({ manifest: testManifest(), path: '/', member: { id: 1 } });
    const main = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 25_000 });
    const link = within(main).getByRole('link', { name: 'Events' });
    await user.click(link);
    await waitFor(
      () => {
        const heading = within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })[0];
        expect(heading).toHaveFocus();
        // where reading starts, not a control: the global styles draw no focus ring on it, whatever the last input
        expect(heading).toHaveAttribute('data-navigation-focus');
      },
      { timeout: 25_000 },
    );
    await waitFor(
      () => {
        expect(document.title).toMatch(/^Events/);
        expect(screen.getByTestId('page-announcer').textContent).toBe(document.title);
      },
      { timeout: 10_000 },
    );
  });
});
