import {
  getPlayer,
  getPodcast,
  savePlayer,
  togglePodcastSubscription,
  cancelReminder,
  getContentItem,
  recordContentRead,
  registerReminder,
  toggleFavourite,
  getContentFilters,
  getDcBanner,
  getHomeContent,
  getNutrition,
  getTrendingEvents,
} from '@portal/contract/calls/content';
import { completeCourseModule, getCourse } from '@portal/contract/calls/courses';
import { getUserAssessments, getWebLanding } from '@portal/contract/calls/home';
import { getArticle, getArticles } from '@portal/contract/calls/articles';
import { handle, memberOf, type CallContext, type CallHandler } from '../core/types';
import * as articles from './articles';
import * as classes from './classes';
import * as courses from './courses';
import * as podcasts from './podcasts';
import { recordRead } from './reads';
import { dcBanner } from './clinics';
import { listFilters } from './filters';
import { webLanding } from './landing';
import { listContent } from './listing';
import { listReports } from './reports';
import type { ContentRequest, ContentSource } from './selection';

const listing = (source: ContentSource) => async (input: ContentRequest, ctx: CallContext) => ({
  success: true,
  ...(await listContent(ctx.db, memberOf(ctx), ctx.client.manifest, source, input, ctx.now)),
});

export const contentHandlers: CallHandler[] = [
  handle(getHomeContent, listing('home')),
  handle(getTrendingEvents, listing('trending')),
  handle(getNutrition, listing('nutrition')),
  handle(getContentFilters, async (_input, ctx) => ({
    success: true,
    filters: await listFilters(ctx.db, memberOf(ctx), ctx.client.manifest),
  })),
  handle(getDcBanner, async (_input, ctx) => ({
    success: true,
    ...(await dcBanner(ctx.db, memberOf(ctx), ctx.client.manifest)),
  })),
  handle(getUserAssessments, async (_input, ctx) => ({
    success: true,
    reports: await listReports(ctx.db, memberOf(ctx), ctx.client.manifest),
  })),
  handle(getWebLanding, async (_input, ctx) => ({
    success: true,
    ...(await webLanding(ctx.db, memberOf(ctx), ctx.client.manifest)),
  })),
  handle(getArticle, async (input, ctx) => ({
    success: true,
    article: await articles.getArticle(ctx.db, memberOf(ctx), ctx.client.manifest, input.article_id),
  })),
  handle(getContentItem, async (input, ctx) => ({
    success: true,
    item: await classes.getItem(ctx.db, memberOf(ctx), ctx.client.manifest, input.item_id, ctx.now),
  })),
  handle(recordContentRead, async (input, ctx) => ({
    success: true,
    counted: await recordRead(ctx.db, memberOf(ctx), input.item_id, ctx.now),
  })),
  handle(toggleFavourite, async (input, ctx) => ({
    success: true,
    is_favourite: await classes.toggleFavourite(ctx.db, memberOf(ctx), input.event_id),
  })),
  handle(registerReminder, async (input, ctx) => {
    await classes.registerReminder(ctx.db, memberOf(ctx), input.event_id, input.type, ctx.now);
    return { success: true };
  }),
  handle(cancelReminder, async (input, ctx) => {
    await classes.cancelReminder(ctx.db, memberOf(ctx), input.event_id);
    return { success: true };
  }),
  handle(getPodcast, async (input, ctx) => ({
    success: true,
    ...(await podcasts.getPodcast(ctx.db, memberOf(ctx), ctx.client.manifest, input.podcast_id)),
  })),
  handle(togglePodcastSubscription, (input, ctx) =>
    podcasts.toggleSubscription(ctx.db, memberOf(ctx), input.podcast_id),
  ),
  handle(getPlayer, async (_input, ctx) => ({
    success: true,
    player: await podcasts.getPlayer(ctx.db, memberOf(ctx), ctx.client.manifest),
  })),
  handle(savePlayer, async (input, ctx) => {
    await podcasts.savePlayer(ctx.db, memberOf(ctx), input);
    return { success: true };
  }),
  handle(getArticles, async (_input, ctx) => ({
    success: true,
    content: await articles.listArticles(ctx.db, memberOf(ctx), ctx.client.manifest),
  })),
  handle(getCourse, async (input, ctx) => ({
    success: true,
    ...(await courses.getCourse(ctx.db, memberOf(ctx), ctx.client.manifest, input.course_id)),
  })),
  handle(completeCourseModule, async (input, ctx) => ({
    success: true,
    ...(await courses.completeModule(ctx.db, memberOf(ctx), ctx.client.manifest, input, ctx.now)),
  })),
];
