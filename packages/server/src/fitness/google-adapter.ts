import { daysBetween, send, type ActivityDay, type FitnessAdapter, type Fetch, type TokenSet } from './adapter';

export interface GoogleSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch?: Fetch;
}

const AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN = 'https://oauth2.googleapis.com/token';
const REVOKE = 'https://oauth2.googleapis.com/revoke';
const API = 'https://health.googleapis.com/v4/users/me/dataTypes';
/** Read access to activity (steps, distance) in the Google Health API. */
export const GOOGLE_ACTIVITY_SCOPE = 'https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly';

interface GoogleToken {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  scope?: string;
}

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

interface RollupPoint {
  civilStartTime?: { date?: CivilDate };
  steps?: { countSum?: string };
  distance?: { millimetersSum?: string };
}

const civil = (day: string): { date: CivilDate } => {
  const [year, month, date] = day.split('-').map(Number);
  return { date: { year: year!, month: month!, day: date! } };
};
const dayOf = (date: CivilDate | undefined) =>
  date ? `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}` : null;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Google: the Google Health API (v4), which replaced the Google Fit REST API (turned down; decision 0570) and
 * also serves Fitbit devices. Daily totals come from dailyRollUp in the member's civil days; distance in
 * millimetres.
 */
export class GoogleHealthAdapter implements FitnessAdapter {
  readonly id = 'google' as const;
  readonly name = 'Google';
  private readonly fetch: Fetch;

  constructor(private readonly settings: GoogleSettings) {
    this.fetch = settings.fetch ?? ((input, init) => fetch(input, init));
  }

  authorizationUrl({ state, redirectUri }: { state: string; redirectUri: string; loginHint: string }): string {
    const query = new URLSearchParams({
      client_id: this.settings.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: GOOGLE_ACTIVITY_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
    });
    return `${AUTHORIZE}?${query.toString()}`;
  }

  private async token(form: Record<string, string>, now: Date, what: string): Promise<TokenSet> {
    const body = new URLSearchParams({ ...form, client_id: this.settings.clientId, client_secret: this.settings.clientSecret });
    const response = await send(this.fetch, TOKEN, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() }, what);
    const token = (await response.json()) as GoogleToken;
    return { accessToken: token.access_token, refreshToken: token.refresh_token ?? null, expiresAt: new Date(now.getTime() + token.expires_in * 1000), scope: token.scope ?? '' };
  }

  exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }, now: Date): Promise<TokenSet> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, now, 'Google code exchange');
  }

  refresh(refreshToken: string, now: Date): Promise<TokenSet> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, now, 'Google token refresh');
  }

  async revoke(token: string): Promise<void> {
    await send(this.fetch, REVOKE, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString() }, 'Google revoke');
  }

  private async rollUp(accessToken: string, dataType: 'steps' | 'distance', from: string, to: string): Promise<RollupPoint[]> {
    const points: RollupPoint[] = [];
    let pageToken: string | undefined;
    do {
      const response = await send(
        this.fetch,
        `${API}/${dataType}/dataPoints:dailyRollUp`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ range: { start: civil(from), end: civil(nextDay(to)) }, windowSizeDays: 1, ...(pageToken ? { pageToken } : {}) }),
        },
        `Google ${dataType}`,
      );
      const body = (await response.json()) as { rollupDataPoints?: RollupPoint[]; nextPageToken?: string };
      points.push(...(body.rollupDataPoints ?? []));
      pageToken = body.nextPageToken || undefined;
    } while (pageToken);
    return points;
  }

  async dailyActivity(accessToken: string, from: string, to: string): Promise<ActivityDay[]> {
    const steps = new Map<string, number>();
    for (const point of await this.rollUp(accessToken, 'steps', from, to)) {
      const day = dayOf(point.civilStartTime?.date);
      if (day) steps.set(day, Number(point.steps?.countSum ?? 0) || 0);
    }
    const millimetres = new Map<string, number>();
    for (const point of await this.rollUp(accessToken, 'distance', from, to)) {
      const day = dayOf(point.civilStartTime?.date);
      if (day) millimetres.set(day, Number(point.distance?.millimetersSum ?? 0) || 0);
    }
    return daysBetween(from, to)
      .filter((day) => steps.has(day) || millimetres.has(day))
      .map((day) => ({ day, steps: steps.get(day) ?? 0, distance: millimetres.get(day) ?? 0, unit: 'mm' as const }));
  }

  grantsActivity(scope: string): boolean {
    // the Health API's activity scopes, and the retired Fit scope a member may still hold
    return /googlehealth\.activity_and_fitness|fitness\.activity/.test(scope);
  }
}
