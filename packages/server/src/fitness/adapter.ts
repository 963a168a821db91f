import { MILES_TO_METRES, type FitnessProvider } from '@portal/contract/calls/fitness';

/** The provider's tokens after a code exchange or a refresh. */
export interface TokenSet {
  readonly accessToken: string;
  /** null: the provider gave none (the old one stays in use) */
  readonly refreshToken: string | null;
  readonly expiresAt: Date;
  /** the scope granted, space-separated as the provider wrote it */
  readonly scope: string;
}

/** One day of activity as the provider reports it; distance in the provider's unit. */
export interface ActivityDay {
  /** YYYY-MM-DD */
  readonly day: string;
  readonly steps: number;
  readonly distance: number;
  readonly unit: 'm' | 'mm' | 'km' | 'mi';
}

/**
 * A provider's failure. `retryable`: the sync backs off and tries again (rate limit, outage); otherwise the
 * grant is unusable (revoked at the provider) and the member must connect again.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** A fitness-data source behind one interface (decision 0570): OAuth 2 authorisation code flow and daily totals. */
export interface FitnessAdapter {
  readonly id: FitnessProvider;
  /** the name members read: "Fitbit", "Google", "Portal Activity (development)" */
  readonly name: string;
  /** the provider's consent page; `loginHint` lets our local provider know whose activity to make */
  authorizationUrl(options: { readonly state: string; readonly redirectUri: string; readonly loginHint: string }): string;
  exchangeCode(options: { readonly code: string; readonly redirectUri: string }, now: Date): Promise<TokenSet>;
  refresh(refreshToken: string, now: Date): Promise<TokenSet>;
  /** revokes the grant (refresh token where the provider has one, else the access token) */
  revoke(token: string): Promise<void>;
  /** daily totals from `from` to `to`, both YYYY-MM-DD and included */
  dailyActivity(accessToken: string, from: string, to: string): Promise<ActivityDay[]>;
  /** whether a granted scope includes fitness activity (the page then goes to /challenges) */
  grantsActivity(scope: string): boolean;
}

/** Whole metres of a provider's distance; miles by the seed's factor. */
export function toMetres(distance: number, unit: ActivityDay['unit']): number {
  const metres = unit === 'mi' ? distance * MILES_TO_METRES : unit === 'km' ? distance * 1000 : unit === 'mm' ? distance / 1000 : distance;
  return Math.max(0, Math.round(metres));
}

/** Days from `from` to `to` included, YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The HTTP a production adapter uses; tests pass recorded replies instead of the network. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A provider reply that is not 2xx, as a ProviderError: 429 and 5xx are worth retrying, 400/401/403 are not. */
export async function providerFailure(response: Response, what: string): Promise<ProviderError> {
  const text = await response.text().catch(() => '');
  const retryable = response.status === 429 || response.status >= 500;
  return new ProviderError(`${what} failed with ${response.status}: ${text.slice(0, 200)}`, response.status, retryable);
}

/** fetch that turns network failures into retryable ProviderErrors. */
export async function send(fetchFn: Fetch, url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    const response = await fetchFn(url, init);
    if (!response.ok) throw await providerFailure(response, what);
    return response;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, 0, true);
  }
}
