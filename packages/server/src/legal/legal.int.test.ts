import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withHarness } from '../../test/harness';
import { users } from '../identity/schema';
import { memberId } from '../seed/test-members';
import { DOCUMENT_NOT_FOUND_MESSAGE } from './service';

const GET_INFO = '/application/api/u/info/get-info';
const ACCEPT = '/application/api/u/user/accept-terms';
const decode = (text: string) => Buffer.from(text, 'base64').toString('utf8');

withHarness('legal calls', (h) => {
  it('serves the privacy policy and terms base64, signed out too', async () => {
    const privacy = await h().request('harbour', GET_INFO, { slug: 'harbour-privacy' });
    expect(privacy.status).toBe(200);
    expect(privacy.body.success).toBe(true);
    expect(decode(privacy.body.dynamic_string.string)).toContain('<h1>Privacy Policy</h1>');
    const terms = await h().request('harbour', GET_INFO, { slug: 'harbour-terms' });
    expect(decode(terms.body.dynamic_string.string)).toContain('Terms and Conditions');
  });

  it('serves German texts for the German slugs and on request', async () => {
    const de = await h().request('kontor', GET_INFO, { slug: 'kontor-datenschutz' });
    expect(decode(de.body.dynamic_string.string)).toContain('Datenschutzrichtlinie');
    const en = await h().request('kontor', GET_INFO, { slug: 'kontor-datenschutz', lang: 'en' });
    expect(decode(en.body.dynamic_string.string)).toContain('Privacy Policy');
    const terms = await h().request('harbour', GET_INFO, { slug: 'harbour-terms', lang: 'de' });
    expect(decode(terms.body.dynamic_string.string)).toContain('Nutzungsbedingungen');
  });

  it("answers 404 for an unknown slug and for another client's slug", async () => {
    for (const slug of ['no-such-page', 'lumen-privacy']) {
      const reply = await h().request('harbour', GET_INFO, { slug });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, err: DOCUMENT_NOT_FOUND_MESSAGE });
    }
  });

  it('records acceptance of the privacy policy and terms for the signed-in member only', async () => {
    const self = await memberId(h().db, 'harbour', 'member@harbour.example');
    const other = await memberId(h().db, 'harbour', 'admin@harbour.example');
    await h().db.update(users).set({ ppAccepted: false, tcAccepted: false }).where(eq(users.clientId, 'harbour'));
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const pp = await h().request('harbour', ACCEPT, { terms_type: ['pp'], user_id: other }, { cookie });
    expect(pp.status).toBe(200);
    expect(pp.body).toEqual({ success: true });
    let [row] = await h().db.select().from(users).where(eq(users.id, self));
    expect([row!.ppAccepted, row!.tcAccepted]).toEqual([true, false]);
    // a lone value is still read as a one-item list
    await h().request('harbour', ACCEPT, { terms_type: 'tc' }, { cookie });
    [row] = await h().db.select().from(users).where(eq(users.id, self));
    expect(row!.tcAccepted).toBe(true);
    const [otherRow] = await h().db.select().from(users).where(eq(users.id, other));
    expect([otherRow!.ppAccepted, otherRow!.tcAccepted]).toEqual([false, false]);
  });

  it('refuses an unknown terms type', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    expect((await h().request('harbour', ACCEPT, { terms_type: ['cookies'] }, { cookie })).status).toBe(400);
  });
});
