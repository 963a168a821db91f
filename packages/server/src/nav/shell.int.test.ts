import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { setUserLanguage } from '@portal/contract/calls/settings';
import { completedInsights, getNav } from '@portal/contract/calls/shell';
import { withHarness } from '../../test/harness';
import { users } from '../identity/schema';
import { memberId } from '../../test/members';

const names = (items: { name: string }[]) => items.map((item) => item.name);
const labels = (items: { label: string }[]) => items.map((item) => item.label);

withHarness('shell calls', (h) => {
  it("builds the navigation from the client's permitted routes", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const reply = await h().call(getNav, { platform: 'web' }, member);
    expect(reply.success).toBe(true);
    expect(labels(reply.nav)).toEqual(['Home', 'Events', 'Health Score', 'Coaching', 'Digital Mental Health', 'Help/FAQs']);
    expect(names(reply.side_nav)).toContain('settings');
    expect(names(reply.nav_elements)).not.toContain('dataAnalytics');
    expect(names(reply.nav_elements)).not.toContain('allArticles');
  });

  it('adds the admin set for employer admins', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const reply = await h().call(getNav, {}, admin);
    expect(labels(reply.side_nav)).toEqual(
      expect.arrayContaining(['Data Analytics', 'Branding Customise', 'Custom Content', 'User Management', 'Enter/Exit Admin View']),
    );
  });

  it('hides the side nav for a client that hides the side bar', async () => {
    const member = await h().session('brightpath', 'member@brightpath.example');
    const reply = await h().call(getNav, {}, member);
    expect(reply.side_nav).toEqual([]);
    expect(names(reply.nav)).toEqual(['home']);
  });

  it("labels in the member's language, after set-user-language too", async () => {
    const kontor = await h().session('kontor', 'member@kontor.example');
    expect((await h().call(getNav, {}, kontor)).nav[0]!.label).toBe('Startseite');
    const member = await h().session('harbour', 'member@harbour.example');
    const other = await memberId(h().db, 'harbour', 'admin@harbour.example');
    expect(await h().call(setUserLanguage, { lang: 'de', user_id: other }, member)).toEqual({ success: true });
    expect((await h().call(getNav, {}, member)).nav[0]!.label).toBe('Startseite');
    // the language the page asks for wins over the member's own
    expect((await h().call(getNav, { language: 'fr' }, member)).nav[0]!.label).not.toBe('Startseite');
    const [otherRow] = await h().db.select({ language: users.language }).from(users).where(eq(users.id, other));
    expect(otherRow!.language).toBe('en');
    expect((await h().refused(setUserLanguage, { lang: 'nl' }, member)).status).toBe(400);
    for (const lang of ['en', 'fr', 'it', 'es', 'pt', 'zh', 'ru']) await h().call(setUserLanguage, { lang }, member);
  });

  it('reports whether the member completed the insights', async () => {
    expect((await h().call(completedInsights, {}, await h().session('harbour', 'member@harbour.example'))).completed).toBe(false);
    expect((await h().call(completedInsights, {}, await h().session('harbour', 'admin@harbour.example'))).completed).toBe(true);
  });
});
