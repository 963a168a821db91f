import { describe, expect, it } from 'vitest';
import { MILES_TO_METRES } from '@portal/contract/calls/fitness';
import { ProviderError, toMetres } from './adapter';
import { fitnessAdapter, FITNESS_PROVIDER_MESSAGE, fitnessCredentialsMessage, LOCAL_IN_PRODUCTION_MESSAGE } from './choose-adapter';
import { FitbitAdapter } from './fitbit-adapter';
import { GOOGLE_ACTIVITY_SCOPE, GoogleHealthAdapter } from './google-adapter';
import { generatedDay } from './local-provider';
import { recordedFetch } from './recorded';
import type { Db } from '../core/types';

const now = new Date('2026-11-30T18:00:00Z');
const redirectUri = 'http://harbour.localhost:3000/fitness/connected';

describe('miles to metres', () => {
  it("uses the seed's factor 1609.344 and rounds to whole metres", () => {
    expect(MILES_TO_METRES).toBe(1609.344);
    expect(toMetres(1, 'mi')).toBe(1609);
    expect(toMetres(3.71, 'mi')).toBe(Math.round(3.71 * 1609.344));
    expect(toMetres(6843210, 'mm')).toBe(6843);
    expect(toMetres(2.5, 'km')).toBe(2500);
  });
});

describe('Fitbit adapter against recorded requests', () => {
  const make = (failures: number[] = []) => {
    const recorded = recordedFetch('fitbit', failures);
    return { ...recorded, adapter: new FitbitAdapter({ clientId: '23QX9K', clientSecret: 'fitbit-secret', fetch: recorded.fetch }) };
  };

  it('sends the member to Fitbit with our client, return address, activity scope and state', () => {
    const url = new URL(make().adapter.authorizationUrl({ state: 'st8', redirectUri, loginHint: 'ignored' }));
    expect(url.origin + url.pathname).toBe('https://www.fitbit.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: '23QX9K', redirect_uri: redirectUri, scope: 'activity', state: 'st8' });
  });

  it('exchanges the code with HTTP Basic, refreshes and revokes', async () => {
    const { adapter, sent } = make();
    const tokens = await adapter.exchangeCode({ code: 'abc123', redirectUri }, now);
    expect(tokens).toEqual({ accessToken: 'eyJhbGciOiJIUzI1NiJ9.fitbit-access-1', refreshToken: 'c643a63c072f0f05478e9d18b991db80ef6061e4f8e6c822d83fed53e5fafdd7', expiresAt: new Date(now.getTime() + 28_800_000), scope: 'activity' });
    expect(sent[0]!.headers.authorization).toBe(`Basic ${Buffer.from('23QX9K:fitbit-secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.body))).toEqual({ grant_type: 'authorization_code', code: 'abc123', redirect_uri: redirectUri, client_id: '23QX9K' });
    const fresh = await adapter.refresh(tokens.refreshToken!, now);
    expect(fresh.accessToken).toBe('eyJhbGciOiJIUzI1NiJ9.fitbit-access-2');
    await adapter.revoke(fresh.refreshToken!);
    expect(sent.at(-1)).toMatchObject({ method: 'POST', url: 'https://api.fitbit.com/oauth2/revoke', body: `token=${fresh.refreshToken}` });
  });

  it('reads daily steps and distance in miles (Accept-Language en_US)', async () => {
    const { adapter, sent } = make();
    const days = await adapter.dailyActivity('token-1', '2026-11-17', '2026-11-30');
    expect(days).toEqual([
      { day: '2026-11-28', steps: 8423, distance: 3.71, unit: 'mi' },
      { day: '2026-11-29', steps: 11207, distance: 5.02, unit: 'mi' },
      { day: '2026-11-30', steps: 4310, distance: 1.9, unit: 'mi' },
    ]);
    expect(sent.map((request) => request.headers['accept-language'])).toEqual(['en_US', 'en_US']);
    expect(sent[0]!.headers.authorization).toBe('Bearer token-1');
    expect(adapter.grantsActivity('activity profile')).toBe(true);
    expect(adapter.grantsActivity('profile')).toBe(false);
  });

  it('turns 429 and 5xx into retryable errors and 401 into a refused grant', async () => {
    const limited = await make([429]).adapter.dailyActivity('t', '2026-11-17', '2026-11-30').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ProviderError);
    expect((limited as ProviderError).retryable).toBe(true);
    const refused = await make([401]).adapter.refresh('r', now).catch((error: unknown) => error);
    expect((refused as ProviderError).retryable).toBe(false);
  });
});

describe('Google Health API adapter against recorded requests', () => {
  const make = () => {
    const recorded = recordedFetch('google');
    return { ...recorded, adapter: new GoogleHealthAdapter({ clientId: 'portal.apps.googleusercontent.com', clientSecret: 'google-secret', fetch: recorded.fetch }) };
  };

  it('asks offline access to the Health API activity scope', () => {
    const url = new URL(make().adapter.authorizationUrl({ state: 'st8', redirectUri, loginHint: 'x' }));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('scope')).toBe(GOOGLE_ACTIVITY_SCOPE);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('state')).toBe('st8');
  });

  it('exchanges, refreshes (keeping no new refresh token) and revokes', async () => {
    const { adapter, sent } = make();
    const tokens = await adapter.exchangeCode({ code: '4/0AbCdEf', redirectUri }, now);
    expect(tokens.refreshToken).toBe('1//09recorded-refresh-token');
    expect(new URLSearchParams(sent[0]!.body).get('client_secret')).toBe('google-secret');
    const fresh = await adapter.refresh(tokens.refreshToken!, now);
    expect(fresh).toMatchObject({ accessToken: 'ya29.a0AfB_recorded-access-2', refreshToken: null });
    await adapter.revoke(tokens.refreshToken!);
    expect(sent.at(-1)!.url).toBe('https://oauth2.googleapis.com/revoke');
  });

  it('rolls steps and distance up by civil day, the range closed-open', async () => {
    const { adapter, sent } = make();
    const days = await adapter.dailyActivity('ya29.x', '2026-11-28', '2026-11-29');
    expect(days).toEqual([
      { day: '2026-11-28', steps: 9120, distance: 6843210, unit: 'mm' },
      { day: '2026-11-29', steps: 12544, distance: 9411872, unit: 'mm' },
    ]);
    expect(JSON.parse(sent[0]!.body)).toEqual({ range: { start: { date: { year: 2026, month: 11, day: 28 } }, end: { date: { year: 2026, month: 11, day: 30 } } }, windowSizeDays: 1 });
    expect(adapter.grantsActivity(GOOGLE_ACTIVITY_SCOPE)).toBe(true);
    expect(adapter.grantsActivity('https://www.googleapis.com/auth/fitness.activity.read')).toBe(true);
    expect(adapter.grantsActivity('openid email')).toBe(false);
  });
});

describe('choosing the provider', () => {
  const db = {} as Db;
  it('is our local provider by default, and refused in production', () => {
    expect(fitnessAdapter(db, {}).id).toBe('local');
    expect(() => fitnessAdapter(db, { NODE_ENV: 'production', FITNESS_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64') })).toThrow(LOCAL_IN_PRODUCTION_MESSAGE);
  });
  it('is Fitbit or Google with both credentials, and refuses half a setup or an unknown name', () => {
    expect(fitnessAdapter(db, { FITNESS_PROVIDER: 'fitbit', FITBIT_CLIENT_ID: 'a', FITBIT_CLIENT_SECRET: 'b' }).id).toBe('fitbit');
    expect(fitnessAdapter(db, { FITNESS_PROVIDER: 'google', GOOGLE_FIT_CLIENT_ID: 'a', GOOGLE_FIT_CLIENT_SECRET: 'b' }).id).toBe('google');
    expect(() => fitnessAdapter(db, { FITNESS_PROVIDER: 'fitbit', FITBIT_CLIENT_ID: 'a' })).toThrow(fitnessCredentialsMessage('fitbit', 'FITBIT'));
    expect(() => fitnessAdapter(db, { FITNESS_PROVIDER: 'ihealth' })).toThrow(FITNESS_PROVIDER_MESSAGE);
  });
});

describe('generated activity of the local provider', () => {
  it('is the same for a member and day every time, different between days and members, and realistic', () => {
    expect(generatedDay('member-a', '2026-11-28')).toEqual(generatedDay('member-a', '2026-11-28'));
    expect(generatedDay('member-a', '2026-11-28').steps).not.toBe(generatedDay('member-a', '2026-11-27').steps);
    expect(generatedDay('member-a', '2026-11-28').steps).not.toBe(generatedDay('member-b', '2026-11-28').steps);
    for (let i = 0; i < 200; i += 1) {
      const day = generatedDay(`m${i}`, '2026-11-25');
      expect(day.steps).toBeGreaterThan(2000);
      expect(day.steps).toBeLessThan(20000);
      const stride = toMetres(day.distance, day.unit) / day.steps;
      expect(stride).toBeGreaterThan(0.6);
      expect(stride).toBeLessThan(0.85);
    }
  });
});
