import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { acceptTerms, getInfo } from '@portal/contract/calls/legal';
import { withHarness } from '../../test/harness';
import { users } from '../identity/schema';
import { memberId } from '../../test/members';
import { DOCUMENT_NOT_FOUND_MESSAGE } from './service';

const decode = (text: string) => Buffer.from(text, 'base64').toString('utf8');

withHarness('legal calls', (h) => {
  it('serves the privacy policy and terms base64, signed out too', async () => {
    const privacy = await h().call(getInfo, { slug: 'harbour-privacy' }, { client: 'harbour' });
    expect(privacy.success).toBe(true);
    expect(decode(privacy.dynamic_string.string)).toContain('<h1>Privacy Policy</h1>');
    const terms = await h().call(getInfo, { slug: 'harbour-terms' }, { client: 'harbour' });
    expect(decode(terms.dynamic_string.string)).toContain('Terms and Conditions');
  });

  it('serves German texts for the German slugs and on request', async () => {
    const de = await h().call(getInfo, { slug: 'kontor-datenschutz' }, { client: 'kontor' });
    expect(decode(de.dynamic_string.string)).toContain('Datenschutzrichtlinie');
    const en = await h().call(getInfo, { slug: 'kontor-datenschutz', lang: 'en' }, { client: 'kontor' });
    expect(decode(en.dynamic_string.string)).toContain('Privacy Policy');
    const terms = await h().call(getInfo, { slug: 'harbour-terms', lang: 'de' }, { client: 'harbour' });
    expect(decode(terms.dynamic_string.string)).toContain('Nutzungsbedingungen');
  });

  it("answers 404 for an unknown slug and for another client's slug", async () => {
    for (const slug of ['no-such-page', 'lumen-privacy']) {
      const reply = await h().refused(getInfo, { slug }, { client: 'harbour' });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, err: DOCUMENT_NOT_FOUND_MESSAGE });
    }
  });

  it('records acceptance of the privacy policy and terms for the signed-in member only', async () => {
    const self = await memberId(h().db, 'harbour', 'member@harbour.example');
    const other = await memberId(h().db, 'harbour', 'admin@harbour.example');
    await h().db.update(users).set({ ppAccepted: false, tcAccepted: false }).where(eq(users.clientId, 'harbour'));
    const member = await h().session('harbour', 'member@harbour.example');
    expect(await h().call(acceptTerms, { terms_type: ['pp'], user_id: other }, member)).toEqual({ success: true });
    let [row] = await h().db.select().from(users).where(eq(users.id, self));
    expect([row!.ppAccepted, row!.tcAccepted]).toEqual([true, false]);
    // a lone value is still read as a one-item list
    await h().call(acceptTerms, { terms_type: 'tc' }, member);
    [row] = await h().db.select().from(users).where(eq(users.id, self));
    expect(row!.tcAccepted).toBe(true);
    const [otherRow] = await h().db.select().from(users).where(eq(users.id, other));
    expect([otherRow!.ppAccepted, otherRow!.tcAccepted]).toEqual([false, false]);
  });

  it('refuses an unknown terms type', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    expect((await h().request('harbour', acceptTerms.path, { terms_type: ['cookies'] }, { cookie: member.cookie })).status).toBe(400);
  });
});
