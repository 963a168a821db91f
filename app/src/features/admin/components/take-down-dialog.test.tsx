import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMPLOYER_EVENT_NOT_FOUND,
  deleteAnnouncement,
  deleteDraft,
  deleteEmployerEvent,
  getAdminAnnouncements,
  getContentDrafts,
  getEmployerEvents,
  republishDraft,
  unpublishAnnouncement,
  unpublishEmployerEvent,
} from '@portal/contract/calls/admin';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { AnnouncementsSection } from './announcements-section';
import { DraftsSection } from './drafts-section';
import { EmployerEventsSection } from './employer-events-section';

const yoga = { id: 31, date_id: 77, title: 'Lunchtime yoga', start_at: '2099-03-04T12:00:00.000Z', end_at: '2099-03-04T12:30:00.000Z', capacity: 20, booked: 2, is_virtual: false, waiting: 1 };
const draft = { id: 9, kind: 'event' as const, title: 'Lunchtime yoga', unpublished_at: '2026-11-20T10:00:00.000Z', start_at: yoga.start_at };
const announcement = { id: 5, title: 'Office closed on Friday', body: '<p>Closed.</p>', published_at: '2026-10-01T09:00:00.000Z', expires_on: null };

// typing and rendering take a few seconds on a busy machine
describe('taking employer content down', { timeout: 20_000 }, () => {
  it('names a booked event and how many members are booked now before it is deleted, then says they were told', async () => {
    // the list as first shown has one booking; read again when the dialog opens, it has two
    let reads = 0;
    const api = mockCalls([
      answer(getEmployerEvents, () => ({ success: true, events: [reads++ === 0 ? { ...yoga, booked: 1, waiting: 0 } : yoga] })),
      answer(deleteEmployerEvent, { success: true, cancelled: 3 }),
    ]);
    const user = userEvent.setup();
    renderFeature(<EmployerEventsSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete Lunchtime yoga' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Lunchtime yoga”?' });
    expect(within(dialog).getByTestId('take-down-booked')).toHaveTextContent(
      '2 members are booked on this event. 1 more is on the waiting list. Their places are cancelled, and each of them is told in the portal and by email.',
    );
    expect(api.bodiesOf(deleteEmployerEvent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Lunchtime yoga” is deleted. Members who had a place were told.')).toBeInTheDocument();
    expect(api.bodiesOf(deleteEmployerEvent)).toEqual([{ id: 31 }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the take-down is refused, and cancelling changes nothing', async () => {
    const api = mockCalls([
      answer(getEmployerEvents, { success: true, events: [{ ...yoga, booked: 0, waiting: 0 }] }),
      answer(unpublishEmployerEvent, { status: 404, body: { success: false, err: EMPLOYER_EVENT_NOT_FOUND } }),
    ]);
    const user = userEvent.setup();
    renderFeature(<EmployerEventsSection />);
    await user.click(await screen.findByRole('button', { name: 'Unpublish Lunchtime yoga' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish “Lunchtime yoga”?' });
    expect(within(dialog).queryByTestId('take-down-booked')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('It is kept as a draft that you can publish again.');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await within(dialog).findByText('This event does not exist.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.bodiesOf(unpublishEmployerEvent)).toEqual([{ id: 31 }]);
  });

  it('unpublishes an announcement after naming it, and deletes another only when confirmed', async () => {
    const api = mockCalls([answer(getAdminAnnouncements, { success: true, announcements: [announcement] }), answer(unpublishAnnouncement, { success: true, draft: { ...draft, kind: 'announcement', title: announcement.title, start_at: null } })]);
    const user = userEvent.setup();
    renderFeature(<AnnouncementsSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete Office closed on Friday' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete “Office closed on Friday”?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.bodiesOf(deleteAnnouncement)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unpublish Office closed on Friday' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Unpublish “Office closed on Friday”?' })).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('“Office closed on Friday” is no longer shown to your members. It is kept as a draft.')).toBeInTheDocument();
    expect(api.bodiesOf(unpublishAnnouncement)).toEqual([{ id: 5 }]);
  });

  it('lists drafts to publish again or delete, with an empty and an error state', async () => {
    const api = mockCalls([answer(getContentDrafts, { success: true, drafts: [draft] }), answer(republishDraft, { success: true, kind: 'event', id: 32 }), answer(deleteDraft, { success: true })]);
    const user = userEvent.setup();
    renderFeature(<DraftsSection />);
    const row = await screen.findByTestId('content-draft-row');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Lunchtime yoga');
    await user.click(within(row).getByRole('button', { name: 'Publish Lunchtime yoga again' }));
    expect(await screen.findByText('“Lunchtime yoga” is published to your members again.')).toBeInTheDocument();
    expect(api.bodiesOf(republishDraft)).toEqual([{ id: 9 }]);
    await user.click(within(row).getByRole('button', { name: 'Delete the draft Lunchtime yoga' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete the draft “Lunchtime yoga”?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The draft “Lunchtime yoga” is deleted.')).toBeInTheDocument();
    expect(api.bodiesOf(deleteDraft)).toEqual([{ id: 9 }]);
  });

  it('says when there are no drafts, and offers a retry when they cannot be loaded', async () => {
    mockCalls([answer(getContentDrafts, { success: true, drafts: [] })]);
    const { unmount } = renderFeature(<DraftsSection />);
    expect(await screen.findByText('Nothing is unpublished')).toBeInTheDocument();
    unmount();
    mockCalls([answer(getContentDrafts, { status: 500, body: { success: false, err: 'boom' } })]);
    renderFeature(<DraftsSection />);
    expect(await screen.findByText('The drafts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
