import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { SessionUser } from '@portal/contract/calls';
import { JOURNEY_STAGES } from '../coaching/journey';
import { COACHING_SERVICES } from '../coaching/schema';
import type { Db } from '../core/types';
import { domains } from '../domains';
import { DEMO_PASSWORD } from '../identity/demo-identities';
import { insertUser, listAccessCodes } from '../identity/repository';
import { toSessionUser } from '../identity/session-user';
import { officesOf } from '../locations/seed';
import { seedDemoCredentials } from '../password/service';
import { SESSION_COOKIE, startSession } from '../sessions/service';
import type { Client } from '../tenancy/clients';

/** What a test asks for; every field has the default of the seeded demo member (member@<client>.example). */
export const testMemberSchema = v.strictObject({
  firstName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)), 'Alex'),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)), 'Member'),
  /** ISO date; null: a member who has not given one yet */
  dob: v.optional(v.nullable(v.pipe(v.string(), v.isoDate('dob must be an ISO date (YYYY-MM-DD)'))), '1988-04-12'),
  /** one of the client's languages; default the client's default language */
  language: v.optional(v.picklist(['en', 'de', 'fr'])),
  employerAdmin: v.optional(v.boolean(), false),
  /** the Insights questionnaire done; default: as seeded, only for an employer admin */
  insightsCompleted: v.optional(v.boolean()),
  /** terms, privacy policy and cookies accepted, as a member who finished registration */
  accepted: v.optional(v.boolean(), true),
  /** the demo data of the signed-in pages (the seed.ts of each domain, content/seed-catalogue.ts) */
  bookings: v.optional(v.boolean(), true),
  notifications: v.optional(v.boolean(), true),
  profile: v.optional(v.boolean(), true),
  myList: v.optional(v.boolean(), true),
  /** two assessment reports (the home page's results banner and /results) */
  reports: v.optional(v.boolean(), true),
  /** a current office location */
  location: v.optional(v.boolean(), true),
  /** a blood-test kit ordered so long ago that the simulated lab has it in this state; default none */
  kitOrder: v.optional(v.picklist(['ordered', 'waiting', 'ready'])),
  /** a mental health chat with the client's first coach, with the coach's greeting (issue 12) */
  chat: v.optional(v.boolean(), false),
  /** a coach account answering for the client's first mental health coach, instead of a member (issue 12) */
  coach: v.optional(v.boolean(), false),
  /** a support agent of the client: answers the chat widget's support conversations (decision 0340) */
  support: v.optional(v.boolean(), false),
  /** a stage of a coaching service (coaching/journey.ts); default: none, as a member who never booked */
  coaching: v.optional(v.picklist(JOURNEY_STAGES)),
  coachingService: v.optional(v.picklist(COACHING_SERVICES), 'mental_health'),
  /** badges the seeded rows earned wait to be celebrated; default: already celebrated, so no modal opens */
  celebrations: v.optional(v.boolean(), false),
});

export type TestMemberRequest = v.InferInput<typeof testMemberSchema>;
export type TestMemberOptions = v.InferOutput<typeof testMemberSchema>;

export interface CreatedTestMember {
  readonly success: true;
  readonly userId: number;
  readonly clientId: string;
  readonly email: string;
  readonly ssoSubject: string;
  /** the password of the member's identity credential (the in-portal password check and the provider's account pages) */
  readonly password: string;
  /** what the sign-in reply gives the browser */
  readonly user: SessionUser;
  readonly session: { readonly cookieName: string; readonly token: string; readonly expiresAt: string };
}

export class TestMemberError extends Error {
  constructor(readonly status: 400 | 422, message: string) {
    super(message);
  }
}

/** Dates are relative to "now" like the demo seed's, with seconds dropped so times read as whole minutes. */
function wholeMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/**
 * Creates a registered member of the client with a unique email and identity, the demo data asked for, an
 * identity credential with the demo password, and a session started as a sign-in starts one.
 */
export async function createTestMember(
  db: Db,
  client: Client,
  body: unknown,
  settings: { readonly sessionMinutes: number; readonly now: Date },
): Promise<CreatedTestMember> {
  const parsed = v.safeParse(testMemberSchema, body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((item) => String(item.key)).join('.');
    throw new TestMemberError(400, where ? `${where}: ${issue.message}` : issue.message);
  }
  const options = parsed.output;
  const languages = client.manifest.languages as readonly string[];
  if (options.language && !languages.includes(options.language)) {
    throw new TestMemberError(422, `${client.id} does not offer the language ${options.language} (it offers ${languages.join(', ')})`);
  }
  const now = wholeMinute(settings.now);
  const unique = randomBytes(6).toString('hex');
  const ssoSubject = `e2e-${client.id}-${unique}`;
  const email = `e2e-${unique}@${client.id}.example`;
  const accessCodeId = (await listAccessCodes(db, client.id))[0]?.id ?? null;
  const user = await insertUser(db, {
    clientId: client.id,
    ssoSubject,
    email,
    firstName: options.firstName,
    lastName: options.lastName,
    dob: options.dob,
    language: options.language ?? client.manifest.defaultLanguage,
    employerAdmin: options.employerAdmin,
    staffRoles: [...(options.coach ? (['coach'] as const) : []), ...(options.support ? (['support'] as const) : [])],
    role: 'cl',
    accessCodeId,
    tcAccepted: options.accepted,
    ppAccepted: options.accepted,
    cookiesAccepted: options.accepted,
  });
  await seedDemoCredentials(db, [
    {
      sub: ssoSubject,
      email,
      givenName: options.firstName,
      familyName: options.lastName,
      clientId: client.id,
      registered: true,
      employerAdmin: options.employerAdmin,
      dob: options.dob ?? '',
    },
  ]);
  // each domain adds its part of the demo data asked for, in the order of domains.ts
  const setup = { db, client, scope: { clientId: client.id, userId: user.id }, options, now, office: officesOf(client.id, client.manifest.name)[0]!, made: { faceToFaceBookingId: 0 } };
  for (const domain of domains) await domain.testMember?.(setup);
  const session = await startSession(db, { clientId: client.id, userId: user.id }, settings.sessionMinutes, settings.now);
  return {
    success: true,
    userId: user.id,
    clientId: client.id,
    email,
    ssoSubject,
    password: DEMO_PASSWORD,
    user: toSessionUser(user, client, session.createdAt),
    session: { cookieName: SESSION_COOKIE, token: session.token, expiresAt: session.expiresAt.toISOString() },
  };
}
