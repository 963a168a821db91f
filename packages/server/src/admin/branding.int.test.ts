import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  BRAND_FAILS_CONTRAST_MESSAGE,
  BRAND_VERSION_NOT_LIVE_MESSAGE,
  BRAND_NOTHING_TO_ROLL_BACK_MESSAGE,
  LOGO_NOT_FOUND_MESSAGE,
  LOGO_TYPE_MESSAGE,
  LOGO_UNSAFE_MESSAGE,
  SKIN_NOT_OFFERED_MESSAGE,
  checkBrand,
  getBranding,
  publishBrand,
  rollbackBrand,
  uploadBrandLogo,
} from '@portal/contract/calls/admin';
import { withHarness } from '../../test/harness';
import { auditWritten } from '../audit/service';
import { auditLog } from '../audit/schema';
import { runtimeBrand } from '../tenancy/public';

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

withHarness('employer admin: branding', (h) => {
  it('checks colours as the admin types, publishes a passing brand as a runtime pack, and rolls it back', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const client = h().clients.find((candidate) => candidate.id === 'harbour')!;
    const before = await h().call(getBranding, {}, admin);
    expect(before.live_version).toBeNull();
    expect(before.live).toEqual(before.manifest);
    expect(before.skins).toEqual(expect.arrayContaining([0, 9, 10, 12, 13]));

    // a yellow action fails; the gate suggests the nearest passing shade, which passes
    const failing = await h().call(checkBrand, { skin: 0, action: '#FFDD00', accent: before.live.accent }, admin);
    expect(failing.check.passes).toBe(false);
    // the action colour now also colours links and the secondary button (decision 0540): all of them fail
    expect(failing.check.failures.map((failure) => failure.pair)).toEqual(
      expect.arrayContaining(['color.action.primary.text on color.action.primary.bg', 'color.text.link on color.surface.page']),
    );
    const suggestion = failing.check.suggestions.action!;
    expect(suggestion).toMatch(/^#[0-9a-f]{6}$/);
    const passing = await h().call(checkBrand, { skin: 0, action: suggestion, accent: before.live.accent }, admin);
    expect(passing.check.passes).toBe(true);
    expect(passing.variables['--color-action-primary-bg']).toBe(suggestion);

    // the server re-checks at publish: a failing brand is refused and nothing is written
    const settings = { ...before.live, skin: 0, action: '#ffdd00' };
    const refused = await h().refused(publishBrand, settings, admin);
    expect([refused.status, refused.body.err]).toEqual([422, BRAND_FAILS_CONTRAST_MESSAGE]);
    expect((await h().refused(publishBrand, { ...settings, action: '#8a1f5c', skin: 7 }, admin)).body.err).toBe(SKIN_NOT_OFFERED_MESSAGE);
    expect((await h().refused(publishBrand, { ...settings, action: '#8a1f5c', logo_light: 'brand-999999.svg' }, admin)).body.err).toBe(LOGO_NOT_FOUND_MESSAGE);

    const logo = await h().call(uploadBrandLogo, { data: b64('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#8a1f5c"/></svg>') }, admin);
    expect(logo.file).toMatch(/^brand-\d+\.svg$/);
    const first = await h().call(publishBrand, { ...settings, action: '#8a1f5c', skin: 12, logo_light: logo.file, app_banners: [{ platform: 'ios', url: 'https://apps.example.com/ios/new', text: 'Our new app' }] }, admin);
    const second = await h().call(publishBrand, { ...settings, action: '#1f4e8a' }, admin);
    expect(second.version).toBe(first.version + 1);

    // members get the live pack on their next page load: the pages layer it over the manifest
    const brand = runtimeBrand(h().db);
    let live = await brand.live(client);
    expect(live!.css).toContain('--color-action-primary-bg: #1f4e8a;');
    expect(live!.manifest.brand.action).toBe('#1f4e8a');

    // roll back the live version: the one before it is live again, with its skin, logo and banner
    expect((await h().refused(rollbackBrand, { version: first.version }, admin)).body.err).toBe(BRAND_VERSION_NOT_LIVE_MESSAGE);
    await h().call(rollbackBrand, { version: second.version }, admin);
    live = await brand.live(client);
    expect(live!.manifest).toMatchObject({ skin: 12, logos: { light: logo.file }, appBanners: [{ platform: 'ios', text: 'Our new app' }] });
    expect(live!.css).toContain('#8a1f5c');
    const after = await h().call(getBranding, {}, admin);
    expect(after.live_version).toBe(first.version);
    expect(after.versions.map((row) => [row.version, row.live, row.rolled_back_at !== null])).toEqual([
      [second.version, false, true],
      [first.version, true, false],
    ]);
    await h().call(rollbackBrand, { version: first.version }, admin);
    expect(await brand.live(client)).toBeNull();
    expect((await h().refused(rollbackBrand, { version: first.version }, admin)).body.err).toBe(BRAND_NOTHING_TO_ROLL_BACK_MESSAGE);

    // the uploaded logo is served sanitised, with a sandbox, at harbour only
    const served = await h().get('harbour', `/client-assets/harbour/${logo.file}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.text).toContain('<rect');
    expect(served.text).not.toMatch(/script|onload|alert/);
    expect((await h().get('lumen', `/client-assets/lumen/${logo.file}`)).status).toBe(404);

    await auditWritten(h().db);
    const actions = (await h().db.select().from(auditLog).where(and(eq(auditLog.event, 'admin.action'), eq(auditLog.clientId, 'harbour')))).map((row) => row.detail?.['action']);
    expect(actions).toEqual(expect.arrayContaining(['brand.logo-upload', 'brand.publish', 'brand.rollback']));
  }, 90_000);

  it('accepts a PNG by its content, refuses anything else and an SVG with nothing safe left, and keeps clients apart', async () => {
    const admin = await h().session('lumen', 'admin@lumen.example');
    expect((await h().call(uploadBrandLogo, { data: b64(PNG) }, admin)).file).toMatch(/^brand-\d+\.png$/);
    expect((await h().refused(uploadBrandLogo, { data: b64('GIF89a not a logo') }, admin)).body.err).toBe(LOGO_TYPE_MESSAGE);
    expect((await h().refused(uploadBrandLogo, { data: b64(Buffer.concat([PNG.subarray(0, 8), Buffer.from('garbage')])) }, admin)).body.err).toBe(LOGO_TYPE_MESSAGE);
    expect((await h().refused(uploadBrandLogo, { data: b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }, admin)).body.err).toBe(LOGO_UNSAFE_MESSAGE);

    // lumen's publish is not harbour's brand, and harbour's admin cannot roll it back
    const branding = await h().call(getBranding, {}, admin);
    const { version } = await h().call(publishBrand, { ...branding.live }, admin);
    const harbourAdmin = await h().session('harbour', 'admin@harbour.example');
    expect((await h().call(getBranding, {}, harbourAdmin)).live_version).toBeNull();
    expect((await h().refused(rollbackBrand, { version }, harbourAdmin)).status).toBe(409);
    const harbour = h().clients.find((candidate) => candidate.id === 'harbour')!;
    expect(await runtimeBrand(h().db).live(harbour)).toBeNull();
  });
});
