import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSupportConversations } from '@portal/contract/calls/support-chat';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import SupportInbox from './support-inbox';

describe('the support inbox', () => {
  it("lists the client's support conversations with first name, unread count and the closed ones", async () => {
    mockCalls([
      answer(getSupportConversations, {
        success: true,
        conversations: [
          { conversation_sid: 'CH2', first_name: 'Kim', status: 'active', unread: 2, last_active_at: '2026-11-26T09:30:00.000Z' },
          { conversation_sid: 'CH1', first_name: 'Alex', status: 'closed', unread: 0, last_active_at: '2026-11-25T08:00:00.000Z' },
        ],
      }),
    ]);
    renderFeature(<SupportInbox />, { path: '/support-inbox' });
    const rows = await screen.findAllByTestId('support-conversation');
    expect(within(rows[0]!).getByRole('link', { name: 'Kim' })).toHaveAttribute('href', '/support-inbox/chat/CH2');
    expect(within(rows[0]!).getByTestId('unread')).toHaveTextContent(/^2\s*unread$/);
    expect(within(rows[0]!).getByText(/Last message/)).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('unread')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Ended');
  });

  it('is not found for anybody without the support role', async () => {
    mockCalls([answer(getSupportConversations, { status: 403, body: { success: false, err: 'You do not have access to this.' } })]);
    renderFeature(<SupportInbox />, { path: '/support-inbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says so when there is no conversation yet', async () => {
    mockCalls([answer(getSupportConversations, { success: true, conversations: [] })]);
    renderFeature(<SupportInbox />, { path: '/support-inbox' });
    expect(await screen.findByText('No support conversations yet')).toBeInTheDocument();
  });
});
