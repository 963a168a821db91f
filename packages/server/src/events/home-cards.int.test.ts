import { expect, it } from 'vitest';
import { getHomeContent } from '@portal/contract/calls/content';
import { getCorporateEvent } from '@portal/contract/calls/events';
import { withHarness } from '../../test/harness';

const MEMBER = 'member@harbour.example';

// wired in by the events domain's `wrapHandlers: withEventCards` (events/public.ts, composed in domains.ts) (decision 0260)
withHarness(
  'home event cards from the events domain',
  (h) => {
    it('gives home cards whose event_date_id opens the event page, soonest first, by office and search', async () => {
      const member = await h().session('harbour', MEMBER);
      const first = await h().call(getHomeContent, { type: 'events', tags: [], page: 1, pageSize: 6, upcoming: true }, member);
      expect(first.data).toHaveLength(6);
      expect(first.meta.pagination).toMatchObject({ current_page: 1, per_page: 6, has_prev_page: false, has_next_page: true });
      const starts = first.data.map((card) => card.details?.start ?? '');
      expect([...starts].sort()).toEqual(starts);
      for (const card of first.data) {
        const { event_date } = await h().call(getCorporateEvent, { event_date_id: card.event_date_id! }, member);
        expect(event_date.e_title).toBe(card.title);
      }
      const found = await h().call(getHomeContent, { type: 'events', search_term: 'first AID', page: 1, pageSize: 6 }, member);
      expect(found.data.map((card) => card.title)).toEqual(['First aid essentials (paid)', 'First aid essentials (paid)', 'First aid essentials (paid)']);
      const mind = await h().call(getHomeContent, { type: 'events', tags: ['Mind'], page: 1, pageSize: 50, upcoming: true }, member);
      expect(new Set(mind.data.map((card) => card.title))).toEqual(new Set(['Mindful leadership workshop']));
      // other types still come from the content domain
      const videos = await h().call(getHomeContent, { type: 'videos', page: 1, pageSize: 6 }, member);
      expect(videos.data.every((card) => card.type !== 'events')).toBe(true);
    });

    it('never lists another client’s dates', async () => {
      const member = await h().session('lumen', 'member@lumen.example');
      const cards = await h().call(getHomeContent, { type: 'events', page: 1, pageSize: 50 }, member);
      const harbour = await h().session('harbour', MEMBER);
      for (const card of cards.data) expect((await h().refused(getCorporateEvent, { event_date_id: card.event_date_id! }, harbour)).status).toBe(404);
    });
  },
);
