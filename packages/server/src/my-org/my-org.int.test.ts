import { expect, it } from 'vitest';
import { publishCustomArticle } from '@portal/contract/calls/admin';
import { getCorporateEvent } from '@portal/contract/calls/events';
import { getMyOrganisation, MY_ORG_EVENTS } from '@portal/contract/calls/my-org';
import { withHarness } from '../../test/harness';

withHarness('my organisation page', (h) => {
  it("shows the member's own employer: contacts, its admins' articles and its next events, soonest first", async () => {
    const admin = await h().session('larkspur', 'admin@larkspur.example');
    const member = await h().session('larkspur', 'member@larkspur.example');
    const { article } = await h().call(publishCustomArticle, { title: 'Our new quiet room', summary: 'Now open on floor 3.', body: '<p>Book it at reception.</p>' }, admin);

    const page = await h().call(getMyOrganisation, {}, member);
    expect(page.organisation.name).toBe('Larkspur Private Office');
    expect(page.contacts.map((contact) => contact.role)).toEqual(['HR and benefits', 'Wellbeing champion', 'Mental health first aider']);
    expect(page.contacts[0]).toMatchObject({ name: 'People Team', email: 'people@larkspur.example', phone: '+44 20 7946 0100' });
    expect(page.articles[0]).toMatchObject({ id: article.id, title: 'Our new quiet room', summary: 'Now open on floor 3.' });
    expect(Array.isArray(page.announcements)).toBe(true);

    expect(page.events.length).toBe(MY_ORG_EVENTS);
    const starts = page.events.map((event) => event.start);
    expect([...starts].sort()).toEqual(starts);
    const now = h().clock.now().toISOString().slice(0, 19).replace('T', ' ');
    for (const event of page.events) {
      expect(event.start > now).toBe(true);
      if (!event.online) expect(event.where).not.toBeNull();
      // each opens its event page
      const { event_date } = await h().call(getCorporateEvent, { event_date_id: event.event_date_id }, member);
      expect(event_date.e_title).toBe(event.title);
    }
    expect(page.events.some((event) => event.online)).toBe(true);
  }, 90_000);

  it("never shows another employer's page: clients without the page are refused, and each sees only its own", async () => {
    const larkspur = await h().call(getMyOrganisation, {}, await h().session('larkspur', 'member@larkspur.example'));
    const refused = await h().refused(getMyOrganisation, {}, await h().session('harbour', 'member@harbour.example'));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const harbourArticle = await h().call(
      publishCustomArticle,
      { title: 'Harbour only notice', body: '<p>For Harbour Mutual.</p>' },
      await h().session('harbour', 'admin@harbour.example'),
    );
    const again = await h().call(getMyOrganisation, {}, await h().session('larkspur', 'member@larkspur.example'));
    expect(again.articles.map((item) => item.id)).not.toContain(harbourArticle.article.id);
    expect(again.contacts.every((contact) => contact.email?.endsWith('@larkspur.example') ?? true)).toBe(true);
    expect(again.events.map((event) => event.event_date_id)).toEqual(larkspur.events.map((event) => event.event_date_id));
  }, 60_000);
});
