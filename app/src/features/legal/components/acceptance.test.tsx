import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { memberAtom } from '../../../lib/session';
import { acceptTerms } from '@portal/contract/calls/legal';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { ACCEPTANCE_REDIRECT_MS, Acceptance } from './acceptance';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('terms and privacy acceptance', () => {
  it('enables Agree only when ticked, accepts pp, and goes home after 2 s', async () => {
    const api = mockCalls([answer(acceptTerms, { success: true })]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, store } = renderFeature(<Acceptance kind="pp" />, { member: { id: 1, ppAccepted: false } });
    const agree = screen.getByRole('button', { name: 'Agree' });
    expect(agree).toBeDisabled();
    fireEvent.click(screen.getByLabelText('I have read and agree to the privacy policy'));
    expect(agree).toBeEnabled();
    fireEvent.click(agree);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for accepting the privacy policy.');
    expect(api.calls[0]!.body).toEqual({ terms_type: ['pp'] });
    expect(store.get(memberAtom)?.ppAccepted).toBe(true);

    expect(ACCEPTANCE_REDIRECT_MS).toBe(2000);
    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(router.state.location.pathname).toBe('/page');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends tc for the terms and stays on failure', async () => {
    const api = mockCalls([answer(acceptTerms, { status: 500, body: { success: false, err: 'boom' } })]);
    renderFeature(<Acceptance kind="tc" />, { member: { id: 1, tcAccepted: false } });
    fireEvent.click(screen.getByLabelText('I have read and agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    expect(api.calls[0]!.body).toEqual({ terms_type: ['tc'] });
  });
});
