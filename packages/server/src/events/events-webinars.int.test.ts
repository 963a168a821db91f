import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getWebinar, getWebinars, registerWebinar, trackWebinarView, type Webinar } from '@portal/contract/calls/events';
import { withHarness, type Session } from '../../test/harness';
import { memberId } from '../../test/members';
import { webinars as webinarTable } from './schema';
import { WEBINAR_VIDEO_URL } from './seed';
import { REGISTRATION_NOT_OPEN_MESSAGE, TOO_MANY_SECONDS_MESSAGE, VIDEO_NOT_OPEN_MESSAGE, WEBINAR_NOT_FOUND_MESSAGE, viewOf } from './webinars';

const MEMBER = 'member@harbour.example';
const COLLEAGUE = 'admin@harbour.example';
const FOREIGN = 'member@lumen.example';
const GERMAN = 'member@kontor.example';

/** The section of seed 001 section 4 a webinar falls in now. */
function sectionOf(webinar: Webinar, now = Date.now()): 'watch' | 'registered' | 'open' | 'upcoming' {
  const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
  if (now >= at(webinar.video_open_from)) return 'watch';
  if (now >= at(webinar.registration_open_from)) return webinar.user_reg ? 'registered' : 'open';
  return 'upcoming';
}

withHarness('webinars calls', (h) => {
  const idOf = async (clientId: string, key: string) =>
    (await h().db.select({ id: webinarTable.id }).from(webinarTable).where(and(eq(webinarTable.clientId, clientId), eq(webinarTable.seedKey, key))))[0]!.id;
  const list = async (member: Session) => (await h().call(getWebinars, {}, member)).webinars;

  it('lists the client’s webinars in all four states, the video only once it opened, in the member’s language', async () => {
    const member = await h().session('harbour', MEMBER);
    const all = await list(member);
    expect(all.map((webinar) => sectionOf(webinar)).sort()).toEqual(['open', 'registered', 'upcoming', 'watch', 'watch']);
    for (const webinar of all) expect(webinar.video_url).toBe(sectionOf(webinar) === 'watch' ? WEBINAR_VIDEO_URL : null);
    expect(all.find((webinar) => webinar.title === 'Building healthy habits')!.user_reg).toBe(true);

    const german = await list(await h().session('kontor', GERMAN));
    expect(german.map((webinar) => webinar.title)).toContain('Stress im Job bewältigen');
    const video = await h().get('harbour', WEBINAR_VIDEO_URL);
    expect([video.status, video.headers['content-type']]).toEqual([200, 'video/webm']);
  });

  it('registers once registration opened, for this member only; refuses before it opens', async () => {
    const member = await h().session('harbour', MEMBER);
    const colleague = await h().session('harbour', COLLEAGUE);
    const open = await idOf('harbour', 'menopause-at-work');
    await h().call(registerWebinar, { webinar_id: open }, member);
    await h().call(registerWebinar, { webinar_id: open }, member);
    expect((await h().call(getWebinar, { webinar_id: open }, member)).webinar.user_reg).toBe(true);
    expect((await h().call(getWebinar, { webinar_id: open }, colleague)).webinar.user_reg).toBe(false);
    const upcoming = await idOf('harbour', 'financial-wellbeing');
    const refused = await h().refused(registerWebinar, { webinar_id: upcoming }, member);
    expect([refused.status, refused.body.err]).toEqual([409, REGISTRATION_NOT_OPEN_MESSAGE]);
  });

  it('adds the seconds of each visit; refuses a video not yet open and a day-long claim', async () => {
    const member = await h().session('harbour', MEMBER);
    const watch = await idOf('harbour', 'sleep-better');
    await h().call(trackWebinarView, { webinar_id: watch, seconds: 42 }, member);
    await h().call(trackWebinarView, { webinar_id: watch, seconds: 8 }, member);
    expect(await viewOf(h().db, { clientId: 'harbour', userId: await memberId(h().db, 'harbour', MEMBER) }, watch)).toEqual({ secondsWatched: 50, views: 2 });
    const later = await idOf('harbour', 'healthy-habits');
    expect((await h().refused(trackWebinarView, { webinar_id: later, seconds: 5 }, member)).body.err).toBe(VIDEO_NOT_OPEN_MESSAGE);
    const tooLong = await h().refused(trackWebinarView, { webinar_id: watch, seconds: 90_000 }, member);
    expect([tooLong.status, tooLong.body.err]).toEqual([400, TOO_MANY_SECONDS_MESSAGE]);
  });

  it('never shows, registers or counts another client’s webinar_id', async () => {
    const foreign = await h().session('lumen', FOREIGN);
    const harbours = await idOf('harbour', 'menopause-at-work');
    const watch = await idOf('harbour', 'sleep-better');
    for (const reply of [
      await h().refused(getWebinar, { webinar_id: harbours }, foreign),
      await h().refused(registerWebinar, { webinar_id: harbours }, foreign),
      await h().refused(trackWebinarView, { webinar_id: watch, seconds: 10 }, foreign),
    ]) {
      expect([reply.status, reply.body.err]).toEqual([404, WEBINAR_NOT_FOUND_MESSAGE]);
    }
    expect((await list(foreign)).map((webinar) => webinar.id)).not.toContain(harbours);
  });
});
