import type { Db } from '../core/types';
import type { FitnessAdapter } from './adapter';
import { FitbitAdapter } from './fitbit-adapter';
import { GoogleHealthAdapter } from './google-adapter';
import { LocalFitnessProvider } from './local-provider';
import { fitnessSecret } from './token-box';

type Env = Record<string, string | undefined>;

export const FITNESS_PROVIDER_MESSAGE = 'FITNESS_PROVIDER must be local, fitbit or google.';
export const fitnessCredentialsMessage = (provider: string, prefix: string) =>
  `FITNESS_PROVIDER=${provider} needs ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET.`;
export const LOCAL_IN_PRODUCTION_MESSAGE = 'The local fitness provider is for development: choose FITNESS_PROVIDER=fitbit or google in production.';

let override: ((db: Db) => FitnessAdapter) | null = null;

/**
 * The fitness source, chosen by environment (decision 0570): FITNESS_PROVIDER=fitbit (FITBIT_CLIENT_ID,
 * FITBIT_CLIENT_SECRET), google (GOOGLE_FIT_CLIENT_ID, GOOGLE_FIT_CLIENT_SECRET; the Google Health API), or by
 * default our local provider, which production refuses. Half a configuration is refused, never guessed.
 */
export function fitnessAdapter(db: Db, env: Env = process.env): FitnessAdapter {
  if (override) return override(db);
  const provider = env.FITNESS_PROVIDER?.trim() || 'local';
  if (provider === 'local') {
    if (env.NODE_ENV === 'production') throw new Error(LOCAL_IN_PRODUCTION_MESSAGE);
    return new LocalFitnessProvider(db, fitnessSecret(env));
  }
  if (provider === 'fitbit') {
    const clientId = env.FITBIT_CLIENT_ID?.trim();
    const clientSecret = env.FITBIT_CLIENT_SECRET?.trim();
    if (!clientId || !clientSecret) throw new Error(fitnessCredentialsMessage('fitbit', 'FITBIT'));
    return new FitbitAdapter({ clientId, clientSecret });
  }
  if (provider === 'google') {
    const clientId = env.GOOGLE_FIT_CLIENT_ID?.trim();
    const clientSecret = env.GOOGLE_FIT_CLIENT_SECRET?.trim();
    if (!clientId || !clientSecret) throw new Error(fitnessCredentialsMessage('google', 'GOOGLE_FIT'));
    return new GoogleHealthAdapter({ clientId, clientSecret });
  }
  throw new Error(FITNESS_PROVIDER_MESSAGE);
}

/** Tests put a provider with recorded replies in place (null restores the environment's choice). */
export function useFitnessAdapter(make: ((db: Db) => FitnessAdapter) | null): void {
  override = make;
}
