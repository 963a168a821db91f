import { and, eq } from 'drizzle-orm';
import type { Db, Member } from '../core/types';
import type { SeedContext, SeedMember } from '../db/seed-context';
import { users } from '../db/schema';
import { firstCoachOf } from '../coaching/public';
import { appendMessage, markRead } from './repository';
import { conversationOfMember, supportConversationOf } from './service';

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
  // after every coaching conversation, so their ids stay what they were
  await seedSupportChats(ctx, members);
}

/** A short support conversation for the demo inbox, per language: who wrote it and what (decision 0340). */
export const DEMO_SUPPORT_MESSAGES: Record<string, readonly { readonly from: 'member' | 'support'; readonly body: string }[]> = {
  en: [
    { from: 'member', body: 'Hi, where do I change the office I work from?' },
    { from: 'support', body: 'Hello Alex! Under Account, choose Location and pick your office from the list.' },
    { from: 'member', body: 'Found it, thank you. Can I also change the language of the emails?' },
  ],
  de: [
    { from: 'member', body: 'Hallo, wo ändere ich den Standort, an dem ich arbeite?' },
    { from: 'support', body: 'Hallo Alex! Unter Konto wählen Sie Standort und dann Ihr Büro aus der Liste.' },
    { from: 'member', body: 'Gefunden, danke. Kann ich auch die Sprache der E-Mails ändern?' },
  ],
};

/**
 * Gives a member an open support conversation with a few messages, the last one not yet read by support, so the
 * support inbox of a client with a chat widget is not empty. Kept when the member has one already.
 */
export async function seedSupportConversation(db: Db, member: Pick<Member, 'clientId' | 'userId'>, language: string, now: Date): Promise<string> {
  const { row, created } = await supportConversationOf(db, { ...member, sessionId: 'seed', role: 'cl' }, new Date(now.getTime() - 3 * 60 * 60_000));
  if (created) {
    const messages = DEMO_SUPPORT_MESSAGES[language] ?? DEMO_SUPPORT_MESSAGES.en!;
    for (const [index, message] of messages.entries()) {
      const at = new Date(now.getTime() - (messages.length - index) * 20 * 60_000);
      await appendMessage(db, { conversationId: row.id, author: message.from, authorUserId: message.from === 'member' ? member.userId : 0, body: message.body, createdAt: at });
    }
    // support read what it answered; the member's last question waits
    await markRead(db, row.id, 'support', messages.length - 2);
    await markRead(db, row.id, 'member', messages.length - 2);
  }
  return row.sid;
}

/** The demo member of every client with a chat widget (larkspur, kontor) has a support conversation. */
export async function seedSupportChats(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const member of members) {
    if (!member.manifest.chatWidget) continue;
    const rows = await ctx.db.select({ sub: users.ssoSubject }).from(users).where(and(eq(users.clientId, member.clientId), eq(users.id, member.id))).limit(1);
    if (rows[0]?.sub !== `${member.clientId}-member`) continue;
    await seedSupportConversation(ctx.db, { clientId: member.clientId, userId: member.id }, member.manifest.defaultLanguage, ctx.now);
  }
}
