import { INTAKE_ALREADY_SENT_MESSAGE, type OnlineService, type TherapySlug } from '@portal/contract/calls/intake';
import { checkIntakeAnswer, INTAKE_PROBLEM_MESSAGES, type IntakeAnswer } from '@portal/contract/intake-rules';
import { and, desc, eq } from 'drizzle-orm';
import { ReplyError } from '../core/context';
import { CallError, type Db, type Member } from '../core/types';
import { intakeRequests } from './schema';
import { priceOf, SERVICES, serviceEntry, serviceText } from './catalogue';
import { intakeTemplate, templateFields } from './templates';

const DAY_MS = 86_400_000;
export const TODAY_OUT_OF_RANGE_MESSAGE = 'Please check your device’s date and try again.';
export const UNKNOWN_QUESTION_MESSAGE = 'Please answer the form’s own questions.';
export const NO_FORM_MESSAGE = 'This service needs no form: book an appointment instead.';

async function requestedAt(db: Db, member: Member): Promise<Map<string, string>> {
  const rows = await db
    .select({ service: intakeRequests.service, createdAt: intakeRequests.createdAt })
    .from(intakeRequests)
    .where(and(eq(intakeRequests.clientId, member.clientId), eq(intakeRequests.userId, member.userId)))
    .orderBy(desc(intakeRequests.createdAt));
  const latest = new Map<string, string>();
  for (const row of rows) if (!latest.has(row.service)) latest.set(row.service, row.createdAt.toISOString());
  return latest;
}

function describe(slug: TherapySlug, language: string, currency: 'eur' | 'gbp', requested: Map<string, string>): OnlineService {
  const entry = serviceEntry(slug);
  const text = serviceText(entry, language);
  return {
    slug: entry.slug,
    area: entry.area,
    age_group: entry.age_group,
    title: text.title,
    description: text.description,
    price: priceOf(entry.area),
    currency,
    template: entry.template,
    requested_at: requested.get(entry.slug) ?? null,
  };
}

export async function onlineServices(db: Db, member: Member, language: string, currency: 'eur' | 'gbp'): Promise<OnlineService[]> {
  const requested = await requestedAt(db, member);
  return SERVICES.map((service) => describe(service.slug, language, currency, requested));
}

export async function intakeForm(db: Db, member: Member, slug: TherapySlug, language: string, currency: 'eur' | 'gbp') {
  const entry = serviceEntry(slug);
  if (!entry.template) throw new CallError(404, NO_FORM_MESSAGE);
  return { service: describe(slug, language, currency, await requestedAt(db, member)), template: intakeTemplate(entry.template, language) };
}

/**
 * Stores a request with its form, after the same field rules the page applies (seed 003 section 5): a 422 names
 * every question that fails, under `answers.<id>`. One request per member and service.
 */
export async function submitIntake(
  db: Db,
  member: Member,
  input: { service: TherapySlug; today: string; answers: Record<string, IntakeAnswer> },
  language: string,
  now: Date,
): Promise<number> {
  const entry = serviceEntry(input.service);
  if (!entry.template) throw new CallError(404, NO_FORM_MESSAGE);
  const today = Date.parse(`${input.today}T12:00:00Z`);
  if (!Number.isFinite(today) || Math.abs(today - now.getTime()) > 1.5 * DAY_MS) throw new CallError(422, TODAY_OUT_OF_RANGE_MESSAGE);
  const fields = templateFields(entry.template);
  const known = new Set(fields.map((field) => field.id));
  const stray = Object.keys(input.answers).find((key) => !known.has(key));
  if (stray) throw new ReplyError(422, UNKNOWN_QUESTION_MESSAGE, { issues: [{ path: `answers.${stray}`, message: UNKNOWN_QUESTION_MESSAGE }] });
  const issues = fields.flatMap((field) => {
    const problem = checkIntakeAnswer(field, input.answers[field.id], input.today);
    return problem ? [{ path: `answers.${field.id}`, message: INTAKE_PROBLEM_MESSAGES[problem] }] : [];
  });
  if (issues.length > 0) throw new ReplyError(422, issues[0]!.message, { issues });
  if ((await requestedAt(db, member)).has(entry.slug)) throw new CallError(409, INTAKE_ALREADY_SENT_MESSAGE);
  const [row] = await db
    .insert(intakeRequests)
    .values({
      clientId: member.clientId,
      userId: member.userId,
      service: entry.slug,
      template: entry.template,
      language,
      answers: input.answers,
      createdAt: now,
    })
    .returning({ id: intakeRequests.id });
  return row!.id;
}
