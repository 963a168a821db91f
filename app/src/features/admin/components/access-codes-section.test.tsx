import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_CODE_REVOKED_MESSAGE, createAccessCode, getAccessCodes, revokeAccessCode } from '@portal/contract/calls/admin';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { AccessCodesSection } from './access-codes-section';
import { typeDate } from '../../../test/date-field';

const code = { id: 3, label: 'Spring campaign', created_at: '2026-03-02T09:00:00.000Z', expires_on: '2027-06-30', revoked_at: null, status: 'active' as const, signups: 12 };

// typing and rendering take a few seconds on a busy machine
describe('access codes section', { timeout: 20_000 }, () => {
  it('lists codes with status, last day and sign-ups', async () => {
    mockCalls([answer(getAccessCodes, { success: true, access_codes: [code, { ...code, id: 2, label: null, expires_on: null, status: 'revoked', revoked_at: '2026-04-01T00:00:00.000Z', signups: 40 }] })]);
    renderFeature(<AccessCodesSection />);
    const rows = await screen.findAllByTestId('access-code-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Spring campaign');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('30 Jun 2027');
    expect(rows[0]).toHaveTextContent('12');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Code from your contract');
    expect(rows[1]).toHaveTextContent('Revoked');
    expect(rows[1]).toHaveTextContent('No expiry');
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a code with a name and a last day, and shows it once', async () => {
    const api = mockCalls([answer(getAccessCodes, { success: true, access_codes: [] })]);
    const user = userEvent.setup();
    renderFeature(<AccessCodesSection />);
    expect(await screen.findByText('No access codes yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name of the code/), '  Night shift ');
    await typeDate(user, /Last day it is accepted/, '2099-01-31');
    await user.click(screen.getByRole('button', { name: 'Create access code' }));
    expect(await screen.findByTestId('new-access-code')).toHaveTextContent('K7QF-M2XD-9TRW');
    expect(screen.getByText('Copy it now: it will not be shown again.')).toBeInTheDocument();
    expect(api.bodiesOf(createAccessCode)).toEqual([{ label: 'Night shift', expires_on: '2099-01-31' }]);
    expect(api.bodiesOf(getAccessCodes).length).toBeGreaterThanOrEqual(2);
  });

  it("says so in the member's words when a revoke is refused", async () => {
    mockCalls([
      answer(getAccessCodes, { success: true, access_codes: [code] }),
      answer(revokeAccessCode, { status: 409, body: { success: false, err: ACCESS_CODE_REVOKED_MESSAGE } }),
    ]);
    const user = userEvent.setup();
    renderFeature(<AccessCodesSection />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Spring campaign' }));
    expect(await screen.findByText('This access code is already revoked.')).toBeInTheDocument();
    expect(screen.queryByTestId('new-access-code')).not.toBeInTheDocument();
  });

  it('offers a retry when the codes cannot be loaded', async () => {
    mockCalls([answer(getAccessCodes, { status: 500, body: { success: false, err: 'boom' } })]);
    renderFeature(<AccessCodesSection />);
    expect(await screen.findByText('The access codes could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
