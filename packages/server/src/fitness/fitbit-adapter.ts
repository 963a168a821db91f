import { daysBetween, send, type ActivityDay, type FitnessAdapter, type Fetch, type TokenSet } from './adapter';

export interface FitbitSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch?: Fetch;
}

const AUTHORIZE = 'https://www.fitbit.com/oauth2/authorize';
const TOKEN = 'https://api.fitbit.com/oauth2/token';
const REVOKE = 'https://api.fitbit.com/oauth2/revoke';
const API = 'https://api.fitbit.com/1/user/-/activities';

interface FitbitToken {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  scope?: string;
}

/**
 * Fitbit's Web API (OAuth 2 with a confidential client, HTTP Basic on the token endpoints). Distance is asked
 * with Accept-Language en_US, so it always arrives in miles and is turned into metres by the seed's factor,
 * whatever unit the member set in their Fitbit account. See decision 0570 for the API's retirement.
 */
export class FitbitAdapter implements FitnessAdapter {
  readonly id = 'fitbit' as const;
  readonly name = 'Fitbit';
  private readonly fetch: Fetch;

  constructor(private readonly settings: FitbitSettings) {
    this.fetch = settings.fetch ?? ((input, init) => fetch(input, init));
  }

  authorizationUrl({ state, redirectUri }: { state: string; redirectUri: string; loginHint: string }): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: this.settings.clientId, redirect_uri: redirectUri, scope: 'activity', state });
    return `${AUTHORIZE}?${query.toString()}`;
  }

  private basic(): string {
    return `Basic ${Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64')}`;
  }

  private async token(form: Record<string, string>, now: Date, what: string): Promise<TokenSet> {
    const response = await send(
      this.fetch,
      TOKEN,
      { method: 'POST', headers: { authorization: this.basic(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() },
      what,
    );
    const body = (await response.json()) as FitbitToken;
    return { accessToken: body.access_token, refreshToken: body.refresh_token ?? null, expiresAt: new Date(now.getTime() + body.expires_in * 1000), scope: body.scope ?? '' };
  }

  exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }, now: Date): Promise<TokenSet> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: this.settings.clientId }, now, 'Fitbit code exchange');
  }

  refresh(refreshToken: string, now: Date): Promise<TokenSet> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, now, 'Fitbit token refresh');
  }

  async revoke(token: string): Promise<void> {
    await send(
      this.fetch,
      REVOKE,
      { method: 'POST', headers: { authorization: this.basic(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString() },
      'Fitbit revoke',
    );
  }

  private async series(accessToken: string, resource: 'steps' | 'distance', from: string, to: string): Promise<Map<string, number>> {
    const response = await send(
      this.fetch,
      `${API}/${resource}/date/${from}/${to}.json`,
      { method: 'GET', headers: { authorization: `Bearer ${accessToken}`, 'accept-language': 'en_US' } },
      `Fitbit ${resource}`,
    );
    const body = (await response.json()) as Record<string, { dateTime: string; value: string }[] | undefined>;
    return new Map((body[`activities-${resource}`] ?? []).map((row) => [row.dateTime, Number(row.value) || 0]));
  }

  async dailyActivity(accessToken: string, from: string, to: string): Promise<ActivityDay[]> {
    const steps = await this.series(accessToken, 'steps', from, to);
    const miles = await this.series(accessToken, 'distance', from, to);
    return daysBetween(from, to)
      .filter((day) => steps.has(day) || miles.has(day))
      .map((day) => ({ day, steps: Math.round(steps.get(day) ?? 0), distance: miles.get(day) ?? 0, unit: 'mi' as const }));
  }

  grantsActivity(scope: string): boolean {
    return scope.split(/[\s,]+/).includes('activity');
  }
}
