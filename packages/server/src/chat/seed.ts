import { and, eq } from 'drizzle-orm';
import type { Db, Member } from '../core/types';
import type { SeedContext, SeedMember } from '../db/seed-context';
import { users } from '../identity/schema';
import { firstCoachOf } from '../workspace/repository';
import { appendMessage } from './repository';
import { conversationOfMember } from './service';

/** The coach's first message, in English with German beside it; stored in the client's default language. */
export const DEMO_GREETING: Record<string, string> = {
  en: 'Hi, I am your coach. Write to me here whenever you like; I usually answer within a working day.',
  de: 'Hallo, ich bin Ihr Coach. Schreiben Sie mir hier, wann immer Sie möchten; ich antworte meist innerhalb eines Arbeitstages.',
};

/** Gives a member a mental health conversation with the client's first coach and the coach's greeting. */
export async function seedConversation(db: Db, member: Pick<Member, 'clientId' | 'userId'>, language: string, now: Date): Promise<string | null> {
  const coachId = await firstCoachOf(db, member.clientId, 'mental_health');
  if (coachId === undefined) return null;
  const { row, created } = await conversationOfMember(db, { ...member, sessionId: 'seed', role: 'cl' }, 'mental_health', now, coachId);
  if (created) {
    await appendMessage(db, { conversationId: row.id, author: 'coach', authorUserId: 0, body: DEMO_GREETING[language] ?? DEMO_GREETING.en!, createdAt: now });
  }
  return row.sid;
}

/** The demo member (member@<client>.example) of every client starts with a conversation with their coach. */
export async function seedChats(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const member of members) {
    const rows = await ctx.db.select({ sub: users.ssoSubject }).from(users).where(and(eq(users.clientId, member.clientId), eq(users.id, member.id))).limit(1);
    if (rows[0]?.sub !== `${member.clientId}-member`) continue;
    await seedConversation(ctx.db, { clientId: member.clientId, userId: member.id }, member.manifest.defaultLanguage, ctx.now);
  }
}
