import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withHarness } from '../../test/harness';
import { users } from '../identity/schema';
import { memberId } from '../seed/test-members';

const NAV = '/application/api/u/settings/get-nav';
const INSIGHTS = '/application/api-hc/completed-insights';
const LANGUAGE = '/application/api/u/settings/set-user-language';
const names = (items: { name: string }[]) => items.map((item) => item.name);

withHarness('shell calls', (h) => {
  it("builds the navigation from the client's permitted routes", async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const reply = await h().request('harbour', NAV, { platform: 'web' }, { cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.nav.map((i: { label: string }) => i.label)).toEqual(['Home', 'Events', 'Health Score', 'Coaching', 'Mental Health', 'Help/FAQs']);
    expect(names(reply.body.side_nav)).toContain('settings');
    expect(names(reply.body.nav_elements)).not.toContain('dataAnalytics');
    expect(names(reply.body.nav_elements)).not.toContain('allArticles');
  });

  it('adds the admin set for employer admins', async () => {
    const cookie = await h().signIn('harbour', 'admin@harbour.example');
    const reply = await h().request('harbour', NAV, {}, { cookie });
    expect(reply.body.side_nav.map((i: { label: string }) => i.label)).toEqual(
      expect.arrayContaining(['Data Analytics', 'Branding Customise', 'Custom Content', 'User Management', 'Enter/Exit Admin View']),
    );
  });

  it('hides the side nav for a client that hides the side bar', async () => {
    const cookie = await h().signIn('brightpath', 'member@brightpath.example');
    const reply = await h().request('brightpath', NAV, {}, { cookie });
    expect(reply.body.side_nav).toEqual([]);
    expect(names(reply.body.nav)).toEqual(['home']);
  });

  it("labels in the member's language, after set-user-language too", async () => {
    const kontor = await h().signIn('kontor', 'member@kontor.example');
    expect((await h().request('kontor', NAV, {}, { cookie: kontor })).body.nav[0].label).toBe('Startseite');
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const other = await memberId(h().db, 'harbour', 'admin@harbour.example');
    const set = await h().request('harbour', LANGUAGE, { lang: 'de', user_id: other }, { cookie });
    expect(set.status).toBe(200);
    expect((await h().request('harbour', NAV, {}, { cookie })).body.nav[0].label).toBe('Startseite');
    const [otherRow] = await h().db.select({ language: users.language }).from(users).where(eq(users.id, other));
    expect(otherRow!.language).toBe('en');
    expect((await h().request('harbour', LANGUAGE, { lang: 'nl' }, { cookie })).status).toBe(400);
    for (const lang of ['en', 'fr', 'it', 'es', 'pt', 'zh', 'ru'])
      expect((await h().request('harbour', LANGUAGE, { lang }, { cookie })).status).toBe(200);
  });

  it('reports whether the member completed the insights', async () => {
    const member = await h().request('harbour', INSIGHTS, {}, { cookie: await h().signIn('harbour', 'member@harbour.example') });
    expect(member.body.completed).toBe(false);
    const admin = await h().request('harbour', INSIGHTS, {}, { cookie: await h().signIn('harbour', 'admin@harbour.example') });
    expect(admin.body.completed).toBe(true);
  });
});
