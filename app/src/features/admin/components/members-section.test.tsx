import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getAdminMembers, type AdminMember } from '@portal/contract/calls/admin';
import { examples } from '@portal/contract/examples';
import { activateLanguage, loadEveryCatalogue } from '../../../lib/i18n';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { MembersSection } from './members-section';

const one = examples[getAdminMembers.path]!.reply as { members: AdminMember[] };

describe("user management's count of members", { timeout: 20_000 }, () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says "1 member", and "3 members", in English', async () => {
    mockCalls([answer(getAdminMembers, { success: true, members: one.members, total: 1 })]);
    const { unmount } = renderFeature(<MembersSection ownId={null} />);
    expect(await screen.findByText('1 member')).toBeInTheDocument();
    unmount();
    mockCalls([answer(getAdminMembers, { success: true, members: one.members, total: 3 })]);
    renderFeature(<MembersSection ownId={null} />);
    expect(await screen.findByText('Showing 1 of 3 members')).toBeInTheDocument();
  });

  it("draws a row's own heading in the normal text colour, the column headings muted", async () => {
    mockCalls([answer(getAdminMembers, { success: true, members: one.members, total: 1 })]);
    renderFeature(<MembersSection ownId={null} />);
    const name = await screen.findByRole('rowheader');
    expect(getComputedStyle(name).color).toBe('var(--color-text-default)');
    expect(getComputedStyle(screen.getAllByRole('columnheader')[0]!).color).toBe('var(--color-text-muted)');
  });

  it('says "1 Mitglied" in German', async () => {
    await loadEveryCatalogue('de');
    await activateLanguage('de');
    mockCalls([answer(getAdminMembers, { success: true, members: one.members, total: 1 })]);
    renderFeature(<MembersSection ownId={null} />, { manifest: { languages: ['de', 'en'], defaultLanguage: 'de' } });
    expect(await screen.findByText('1 Mitglied')).toBeInTheDocument();
  });
});
