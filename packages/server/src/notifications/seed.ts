import { pathTo } from '@portal/manifest/routes';
import { CLINICIANS } from '../bookings/public';
import { scopeOf, type MemberScope, type SeedContext, type SeedMember } from '../db/seed-context';
import { countNotifications, insertNotifications, type NewNotification } from './repository';

const HOUR = 60 * 60_000;

/** Notifications of every type the panel knows, read and unread, newest first once listed; English and German. */
export function demoNotifications(
  now: Date,
  member: MemberScope,
  refs: { faceToFaceBookingId: number },
): Omit<NewNotification, 'clientId' | 'userId'>[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const sessionId = `SF-S-${member.userId}`;
  return [
    {
      type: 'appointment_options',
      subject: 'New appointment times',
      body: 'Your clinician has suggested new times for your session. Choose the one that suits you best.',
      translations: { de: { subject: 'Neue Terminvorschläge', body: 'Ihre Behandlerin oder Ihr Behandler hat neue Zeiten für Ihre Sitzung vorgeschlagen. Wählen Sie die, die Ihnen am besten passt.' } },
      event: { additional_details: { clinician: CLINICIANS.video.name } },
      createdAt: ago(1),
    },
    {
      type: 'salesforce_appointment_options',
      subject: 'Choose a time for your session',
      body: 'We have found three times for your next session. Please pick one within 48 hours.',
      translations: { de: { subject: 'Wählen Sie eine Zeit für Ihre Sitzung', body: 'Wir haben drei Zeiten für Ihre nächste Sitzung gefunden. Bitte wählen Sie innerhalb von 48 Stunden eine aus.' } },
      event: { salesforce_appointment_options: { sessionId: `${sessionId}-101` } },
      createdAt: ago(3),
    },
    {
      type: 'salesforce_clinician_message',
      subject: 'A message from your clinician',
      body: 'Thank you for our last session. I have shared a short breathing exercise to try before we meet again.',
      translations: { de: { subject: 'Eine Nachricht von Ihrer Behandlerin', body: 'Danke für unsere letzte Sitzung. Ich habe Ihnen eine kurze Atemübung geschickt, die Sie vor unserem nächsten Treffen ausprobieren können.' } },
      event: { salesforce_clinician_message: { sf_appointment_id: `SF-A-${member.userId}-204` } },
      createdAt: ago(6),
    },
    {
      type: 'face_to_face',
      subject: 'Your face-to-face session',
      body: 'Your face-to-face session is confirmed. Open it to see the address and a map.',
      translations: { de: { subject: 'Ihre Sitzung vor Ort', body: 'Ihre Sitzung vor Ort ist bestätigt. Öffnen Sie sie, um die Adresse und eine Karte zu sehen.' } },
      event: { additional_details: { sessionId: String(refs.faceToFaceBookingId) } },
      createdAt: ago(12),
    },
    {
      type: 'general',
      subject: 'New events at your office',
      body: 'Lunchtime yoga and a financial wellbeing workshop have been added. Have a look at what is on.',
      translations: { de: { subject: 'Neue Veranstaltungen an Ihrem Standort', body: 'Yoga in der Mittagspause und ein Workshop zu finanziellem Wohlbefinden sind hinzugekommen. Schauen Sie, was geboten ist.' } },
      event: { actionUrl: { href: pathTo('events') } },
      createdAt: ago(24),
    },
    {
      type: 'salesforce_session_suggestions_rejected',
      subject: 'Suggested times declined',
      body: 'You declined the suggested times. Let us know what works better and we will find another slot.',
      translations: { de: { subject: 'Vorgeschlagene Zeiten abgelehnt', body: 'Sie haben die vorgeschlagenen Zeiten abgelehnt. Sagen Sie uns, was besser passt, und wir finden einen anderen Termin.' } },
      event: { salesforce_session_suggestions_rejected: { sessionId: `${sessionId}-099` } },
      readAt: ago(30),
      createdAt: ago(48),
    },
    {
      type: 'appointment_cancellation',
      subject: 'Your appointment was cancelled',
      body: 'Your audio session has been cancelled as requested. You can book a new one at any time.',
      translations: { de: { subject: 'Ihr Termin wurde abgesagt', body: 'Ihre Telefonsitzung wurde wie gewünscht abgesagt. Sie können jederzeit eine neue buchen.' } },
      event: { additional_details: { appointmentType: 'Audio' } },
      readAt: ago(60),
      createdAt: ago(72),
    },
    {
      type: 'general',
      subject: 'Your Health Score is ready',
      body: 'Thanks for completing your assessment. Your results and tips are waiting for you.',
      translations: { de: { subject: 'Ihr Gesundheits-Score ist fertig', body: 'Danke, dass Sie die Einschätzung ausgefüllt haben. Ihre Ergebnisse und Tipps warten auf Sie.' } },
      event: { actionUrl: { href: pathTo('healthScore') } },
      readAt: ago(100),
      createdAt: ago(120),
    },
  ];
}

/**
 * Notifications of every type for each member without any. A member whose bookings were seeded earlier gets no
 * face-to-face notice, which would lead to a session that is not theirs.
 */
export async function seedNotifications(
  ctx: SeedContext,
  members: readonly SeedMember[],
  faceToFace: ReadonlyMap<number, number>,
): Promise<void> {
  for (const member of members) {
    const scope = scopeOf(member);
    if ((await countNotifications(ctx.db, scope)) > 0) continue;
    const faceToFaceBookingId = faceToFace.get(member.id) ?? 0;
    const rows = demoNotifications(ctx.now, scope, { faceToFaceBookingId });
    const usable = faceToFaceBookingId > 0 ? rows : rows.filter((row) => row.type !== 'face_to_face');
    await insertNotifications(ctx.db, usable.map((row) => ({ ...scope, ...row })));
  }
}
