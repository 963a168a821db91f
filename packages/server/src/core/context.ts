import type { Config } from '../config';
import type { TokenVerifier } from '../identity/tokens';
import type { RateLimiter } from '../identity/rate-limit';
import type { Mailer } from '../mail/mailer';
import type { NewSession } from '../sessions/service';
import type { Client } from '../tenancy/clients';
import { CallError, type CallContext, type CallHandler } from './types';
import type { CallDefinition } from '@portal/contract/define-call';
import type * as v from 'valibot';

/** Services the core shares with its own handlers (identity); domain handlers see only CallContext. */
export interface CoreServices {
  readonly config: Config;
  /** every mail to a member goes through it: the outbox (/__outbox) or SMTP, as config.mail chooses */
  readonly mailer: Mailer;
  readonly tokens: TokenVerifier;
  /** alternative login attempts per address, per email and per trusted device */
  readonly alternativeLoginLimiter: RateLimiter;
  /** wrong alternative login identifiers per client, whoever typed them (decision 0465) */
  readonly alternativeLoginClientLimiter: RateLimiter;
  /** registration attempts per identity */
  readonly registrationLimiter: RateLimiter;
  /** wrong access codes per client, whichever identity typed them */
  readonly accessCodeLimiter: RateLimiter;
  readonly now: () => Date;
}

/** The context the core passes to every handler; identity handlers use the extra fields. */
export interface CoreCallContext extends CallContext {
  readonly tenant: Client;
  readonly services: CoreServices;
  readonly path: string;
  /**
   * Starts a session for a member of this client and sets its cookie on the reply. `providerHint`, the ID token
   * of a provider sign-in, is kept for the provider's logout in an HttpOnly cookie sent only to the logout call.
   */
  startSession(
    userId: number,
    options?: {
      readonly providerHint?: string;
      /** support staff signing in as the member (login-as): the staff's user id, kept on the session */
      readonly actingStaffUserId?: number;
      /** shorter than the configured session length */
      readonly minutes?: number;
      /** leave the provider hint cookie of the browser's own sign-in as it is (login-as and its end) */
      readonly keepProviderHint?: boolean;
    },
  ): Promise<NewSession>;
  /** Ends the current session and clears its cookies; returns the ID token kept for the provider's logout. */
  endSession(): Promise<{ readonly providerHint: string | null }>;
  /** whether the browser reached us over TLS (then host-wide cookies take the `__Host-` prefix) */
  readonly tls: boolean;
  /** a cookie the request carries */
  cookie(name: string): string | undefined;
  /** sets an HttpOnly, SameSite=Lax cookie for the whole host on the reply (Secure over TLS) */
  setHostCookie(name: string, value: string, maxAgeSeconds: number): void;
}

/** A CallError whose reply carries extra fields, e.g. `error` for the registration page (seed 000 section 8). */
export class ReplyError extends CallError {
  constructor(
    status: CallError['status'],
    message: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(status, message);
  }
}

/** Like `handle`, for the core's own handlers that need the core context. */
export function handleCore<C extends CallDefinition>(
  call: C,
  run: (input: v.InferOutput<C['request']>, ctx: CoreCallContext) => Promise<v.InferInput<C['response']>>,
): CallHandler {
  return { call, run: run as unknown as CallHandler['run'] };
}
