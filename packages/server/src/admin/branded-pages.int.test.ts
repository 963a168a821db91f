import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getBranding, publishBrand, rollbackBrand, uploadBrandLogo } from '@portal/contract/calls/admin';
import { getStripeSessionByDate } from '@portal/contract/calls/events';
import { withHarness, type Reply } from '../../test/harness';
import { corporateEventDates, corporateEvents } from '../events/schema';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const BRAND_ACTION = '#8a1f5c';
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#8a1f5c" data-brand="published"/></svg>';

/** The decoded logo a server-rendered page shows (an inlined data URI), or null. */
function logoOf(html: string): string | null {
  const match = /<img class="logo" src="data:([^;"]+);base64,([^"]+)"/.exec(html);
  return match ? Buffer.from(match[2]!, 'base64').toString('utf8') : null;
}

/** The brand's action colour as a page's CSS sets it last (the published pack comes after the skin). */
function actionOf(html: string): string | undefined {
  return [...html.matchAll(/--color-action-primary-bg:\s*(#[0-9a-fA-F]{3,8})/g)].at(-1)?.[1]?.toLowerCase();
}

// Decision 0320: the pages the server renders itself take the brand an employer published, as the app does.
withHarness("employer admin: the provider's pages and the checkout in the published brand", (h) => {
  it('shows the published colours and logo on the sign-in page and the card checkout, and the manifest again after a rollback', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const member = await h().session('harbour', 'member@harbour.example');
    const client = h().clients.find((candidate) => candidate.id === 'harbour')!;
    const bare = `localhost:${h().port}`;
    const origin = `http://${client.manifest.subdomains[0]}.localhost:${h().port}`;

    const signInPage = async (): Promise<Reply> => {
      const query = new URLSearchParams({ client_id: client.id, redirect_uri: `${origin}/sso-redirect`, response_type: 'code', scope: 'openid email profile', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', state: 's', nonce: 'n' });
      const start = await h().get(client.id, `/oidc/auth?${query}`, { host: bare });
      expect(start.status).toBe(303);
      const cookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
      const page = await h().get(client.id, String(start.headers.location), { host: bare, cookie });
      expect(page.status).toBe(200);
      return page;
    };
    const [date] = await h()
      .db.select({ id: corporateEventDates.id })
      .from(corporateEventDates)
      .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
      .where(and(eq(corporateEvents.clientId, 'harbour'), eq(corporateEvents.seedKey, 'first-aid-course')))
      .orderBy(corporateEventDates.startAt);
    const checkoutPage = async (): Promise<Reply> => {
      const { session } = await h().call(getStripeSessionByDate, { event_date_id: date!.id, all_series: false, referrer: `/events/view-event/${date!.id}` }, member);
      const page = await h().get('harbour', new URL(session.url!).pathname, { cookie: member.cookie });
      expect(page.status).toBe(200);
      return page;
    };

    // before: the manifest's brand and logo on both
    const manifestSignIn = await signInPage();
    const manifestCheckout = await checkoutPage();
    expect(actionOf(manifestSignIn.text)).not.toBe(BRAND_ACTION);
    expect(actionOf(manifestCheckout.text)).toBe(actionOf(manifestSignIn.text));
    const manifestLogo = logoOf(manifestSignIn.text);
    expect(manifestLogo).toContain('<svg');
    expect(logoOf(manifestCheckout.text)).toBe(manifestLogo);

    const branding = await h().call(getBranding, {}, admin);
    const logo = await h().call(uploadBrandLogo, { data: b64(LOGO) }, admin);
    const { version } = await h().call(publishBrand, { ...branding.live, action: BRAND_ACTION, logo_light: logo.file }, admin);

    // the next page load of each takes the published pack and logo, with no restart
    for (const page of [await signInPage(), await checkoutPage()]) {
      expect(actionOf(page.text)).toBe(BRAND_ACTION);
      expect(logoOf(page.text)).toContain('data-brand="published"');
      expect(page.text).toContain(`alt="${client.manifest.name}"`);
    }

    // rolled back: the manifest's brand and logo again
    await h().call(rollbackBrand, { version }, admin);
    for (const page of [await signInPage(), await checkoutPage()]) {
      expect(actionOf(page.text)).toBe(actionOf(manifestSignIn.text));
      expect(logoOf(page.text)).toBe(manifestLogo);
    }
  }, 120_000);
});
