import { ACCESS_CODE_NOT_RECOGNISED, type SessionUser } from '@portal/contract/calls/auth';
import { AGE_MESSAGE } from '@portal/contract/rules';

/** What the registration page does with a reply (seed 000 section 8). */
export type RegistrationOutcome =
  | { readonly kind: 'signedIn'; readonly user: SessionUser }
  /** 'This is not a valid code' under the access-code field */
  | { readonly kind: 'accessCodeNotRecognised' }
  /** the age rule under the date of birth */
  | { readonly kind: 'tooYoung' }
  /** a banner headed 'Something went wrong.' with the support contact line */
  | { readonly kind: 'failed'; readonly error: string }
  /** the full-page message: the reply had neither user nor error */
  | { readonly kind: 'noUser' };

interface ReplyLike {
  readonly user?: SessionUser | undefined;
  readonly error?: string | undefined;
}

/** Maps a registration reply (or the error text of a failed one) to what the member sees. */
export function registrationOutcome(reply: ReplyLike | null | undefined): RegistrationOutcome {
  if (reply?.user) return { kind: 'signedIn', user: reply.user };
  const error = reply?.error?.trim();
  if (!error) return { kind: 'noUser' };
  if (error === ACCESS_CODE_NOT_RECOGNISED) return { kind: 'accessCodeNotRecognised' };
  if (error === AGE_MESSAGE) return { kind: 'tooYoung' };
  return { kind: 'failed', error };
}
