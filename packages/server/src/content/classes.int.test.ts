import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  cancelReminder,
  CONTENT_NOT_FOUND_MESSAGE,
  getContentItem,
  getTrendingEvents,
  registerReminder,
  toggleFavourite,
} from '@portal/contract/calls/content';
import { withHarness, type Harness } from '../../test/harness';
import { assertEdgeNumbersRefused, assertNoServerErrors } from '../../test/random-bodies';
import { CLASS_STARTED_MESSAGE, NOT_A_CLASS_MESSAGE, REMINDER_TYPE_MESSAGE } from './classes';
import { contentHandlers } from './handlers';
import { contentItems } from './schema';

async function itemBySlug(h: () => Harness, slug: string) {
  const [row] = await h().db.select().from(contentItems).where(eq(contentItems.slug, slug));
  return row!;
}

withHarness('videos and classes', (h) => {
  it('opens a class with its player, status from the times, favourite and reminder flags', async () => {
    const harbour = await h().session('harbour', 'member@harbour.example');
    const live = await itemBySlug(h, 'shared:video-morning-flow');
    const upcoming = await itemBySlug(h, 'shared:video-hiit-beginners');
    const ended = await itemBySlug(h, 'shared:video-strength-bands');
    const plan = await itemBySlug(h, 'shared:video-posture');
    const embedded = await itemBySlug(h, 'shared:video-mindful-walk');

    const { item } = await h().call(getContentItem, { item_id: live.id }, harbour);
    expect(item).toMatchObject({
      id: live.id,
      title: 'Morning Flow Yoga',
      type: 'videos',
      schedule_type: 'studio',
      status: 'live',
      favourited: false,
      reminder_set: false,
      url: '/content-media/demo-class.webm',
    });
    expect((await h().call(getContentItem, { item_id: upcoming.id }, harbour)).item.status).toBe(
      'not_started',
    );
    expect((await h().call(getContentItem, { item_id: ended.id }, harbour)).item.status).toBe('ended');
    const training = (await h().call(getContentItem, { item_id: plan.id }, harbour)).item;
    expect(training).toMatchObject({ source: 'TrainingPlan', status: 'ended' });
    const embed = (await h().call(getContentItem, { item_id: embedded.id }, harbour)).item;
    expect(embed.url).toBeNull();
    expect(embed.embed_video).toContain('<iframe src="/content-media/demo-class.webm"');

    // the clock moves (a new session each time: the old one would have expired): live at the start, then ended
    h().clock.set(new Date(upcoming.startsAt!.getTime() + 60_000));
    try {
      const atStart = await h().session('harbour', 'member@harbour.example');
      expect((await h().call(getContentItem, { item_id: upcoming.id }, atStart)).item.status).toBe('live');
      h().clock.set(new Date(upcoming.endsAt!.getTime() + 1));
      const afterEnd = await h().session('harbour', 'member@harbour.example');
      expect((await h().call(getContentItem, { item_id: upcoming.id }, afterEnd)).item.status).toBe('ended');
    } finally {
      h().clock.reset();
    }
  });

  it("answers in the member's language", async () => {
    const kontor = await h().session('kontor', 'member@kontor.example');
    const live = await itemBySlug(h, 'shared:video-morning-flow');
    const { item } = await h().call(getContentItem, { item_id: live.id }, kontor);
    expect(item.title).toBe('Yoga-Flow am Morgen');
  });

  it('toggles a favourite per member, and the listings show it', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const admin = await h().session('harbour', 'admin@harbour.example');
    const upcoming = await itemBySlug(h, 'shared:video-hiit-beginners');
    expect(await h().call(toggleFavourite, { event_id: upcoming.id }, member)).toEqual({
      success: true,
      is_favourite: true,
    });
    expect((await h().call(getContentItem, { item_id: upcoming.id }, member)).item.favourited).toBe(true);
    expect((await h().call(getContentItem, { item_id: upcoming.id }, admin)).item.favourited).toBe(false);
    const trending = await h().call(getTrendingEvents, { type: 'gym', pageSize: 50 }, member);
    expect(trending.data.find((card) => card.id === upcoming.id)).toMatchObject({
      favourited: true,
      status: 'not_started',
    });
    expect((await h().call(toggleFavourite, { event_id: upcoming.id }, member)).is_favourite).toBe(false);
    expect((await h().call(getContentItem, { item_id: upcoming.id }, member)).item.favourited).toBe(false);
  });

  it('sets a reminder before the start and cancels it; never for a live or ended class or a plain video', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const admin = await h().session('harbour', 'admin@harbour.example');
    const upcoming = await itemBySlug(h, 'shared:video-hiit-beginners');
    expect(await h().call(registerReminder, { event_id: upcoming.id, type: 'dg' }, member)).toEqual({
      success: true,
    });
    // twice is still one reminder
    await h().call(registerReminder, { event_id: upcoming.id }, member);
    expect((await h().call(getContentItem, { item_id: upcoming.id }, member)).item.reminder_set).toBe(true);
    expect((await h().call(getContentItem, { item_id: upcoming.id }, admin)).item.reminder_set).toBe(false);
    await h().call(cancelReminder, { event_id: upcoming.id, type: 'dg' }, member);
    expect((await h().call(getContentItem, { item_id: upcoming.id }, member)).item.reminder_set).toBe(false);

    const wrongType = await h().refused(registerReminder, { event_id: upcoming.id, type: 'ws' }, member);
    expect(wrongType).toMatchObject({ status: 400, body: { success: false, err: REMINDER_TYPE_MESSAGE } });
    const live = await itemBySlug(h, 'shared:video-morning-flow');
    const started = await h().refused(registerReminder, { event_id: live.id }, member);
    expect(started).toMatchObject({ status: 409, body: { err: CLASS_STARTED_MESSAGE } });
    const plain = await itemBySlug(h, 'shared:video-desk-stretch');
    const notClass = await h().refused(registerReminder, { event_id: plain.id }, member);
    expect(notClass).toMatchObject({ status: 400, body: { err: NOT_A_CLASS_MESSAGE } });
  });

  it("refuses another client's item and an unknown id on every call, with a message", async () => {
    const harbour = await h().session('harbour', 'member@harbour.example');
    const foreign = await itemBySlug(h, 'kontor:welcome-video');
    for (const id of [foreign.id, 999_999]) {
      const reads = await h().refused(getContentItem, { item_id: id }, harbour);
      expect(reads).toMatchObject({ status: 404, body: { success: false, err: CONTENT_NOT_FOUND_MESSAGE } });
      for (const call of [toggleFavourite, registerReminder, cancelReminder] as const) {
        const reply = await h().refused(call, { event_id: id }, harbour);
        expect(reply).toMatchObject({ status: 404, body: { err: CONTENT_NOT_FOUND_MESSAGE } });
      }
    }
    const own = await itemBySlug(h, 'harbour:welcome-video');
    expect((await h().call(getContentItem, { item_id: own.id }, harbour)).item.title).toContain('Harbour');
  });

  it('answers random bodies and edge numbers with a 4xx, never a 5xx', async () => {
    const paths = [getContentItem, toggleFavourite, registerReminder, cancelReminder].map(
      (call) => call.path,
    );
    const handlers = contentHandlers.filter((handler) => paths.includes(handler.call.path));
    expect(handlers).toHaveLength(4);
    await assertNoServerErrors(h(), handlers, 15);
    await assertEdgeNumbersRefused(h(), handlers);
  }, 300_000);
});
