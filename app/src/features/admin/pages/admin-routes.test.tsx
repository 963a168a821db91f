import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathTo } from '@portal/manifest/routes';
import { mockCalls } from '../../../test/mock-calls';
import { testManifest } from '../../../test/manifest';
import { renderApp } from '../../../test/render';

const NOT_FOUND = "Something went wrong! We can't seem to find the page you are looking for.";
const member = { id: 7, firstName: 'Ada' };
const admin = { ...member, employerAdmin: true };
// the shell and the pages load lazily, which takes a cold test process a few seconds
const LAZY_PAGES = 30_000;
const WAIT = { timeout: 20_000 };

describe('admin routes', () => {
  it.each([pathTo('adminView'), pathTo('userManagement'), pathTo('dataAnalytics'), pathTo('customContent')])('are not found for an ordinary member: %s', async (path) => {
    const api = mockCalls();
    renderApp({ manifest: testManifest(), path, member });
    expect(await screen.findByRole('heading', { name: NOT_FOUND }, WAIT)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/application/api/u/admin/'))).toEqual([]);
  }, LAZY_PAGES);

  it('shows User Management to an employer admin, whatever the client permits', async () => {
    mockCalls();
    renderApp({ manifest: testManifest({ permittedRoutes: ['home'] }), path: pathTo('userManagement'), member: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Access codes' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('member-row', {}, WAIT)).toHaveLength(1);
  }, LAZY_PAGES);

  it('offers Enter Admin View in the menu to admins only, and Exit Admin View inside it', async () => {
    mockCalls();
    const user = userEvent.setup();
    const first = renderApp({ manifest: testManifest(), path: '/events', member });
    await user.click(await screen.findByRole('button', { name: 'Menu' }, WAIT));
    expect(within(await screen.findByRole('dialog', { name: 'Menu' })).queryByRole('link', { name: /Admin View/ })).not.toBeInTheDocument();
    first.unmount();

    renderApp({ manifest: testManifest(), path: '/events', member: admin });
    await user.click(await screen.findByRole('button', { name: 'Menu' }, WAIT));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Enter Admin View' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Manage your organisation's portal" }, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Exit Admin View' })).toHaveAttribute('href', '/');
  }, LAZY_PAGES);
});
