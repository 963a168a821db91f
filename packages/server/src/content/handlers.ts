import {
  getContentFilters,
  getDcBanner,
  getHomeContent,
  getNutrition,
  getTrendingEvents,
} from '@portal/contract/calls/content';
import { getUserAssessments, getWebLanding } from '@portal/contract/calls/home';
import { handle, memberOf, type CallContext, type CallHandler } from '../core/types';
import * as content from './service';

/** The core's clock when it passes one (tests freeze it), else the wall clock. */
function nowOf(ctx: CallContext): Date {
  const now = (ctx as CallContext & { now?: unknown }).now;
  return now instanceof Date ? now : new Date();
}

const listing =
  (source: content.ContentSource) => async (input: content.ContentRequest, ctx: CallContext) => ({
    success: true,
    ...(await content.listContent(ctx.db, memberOf(ctx), ctx.client.manifest, source, input, nowOf(ctx))),
  });

export const contentHandlers: CallHandler[] = [
  handle(getHomeContent, listing('home')),
  handle(getTrendingEvents, listing('trending')),
  handle(getNutrition, listing('nutrition')),
  handle(getContentFilters, async (_input, ctx) => ({
    success: true,
    filters: await content.listFilters(ctx.db, memberOf(ctx), ctx.client.manifest),
  })),
  handle(getDcBanner, async (_input, ctx) => ({
    success: true,
    ...(await content.dcBanner(ctx.db, memberOf(ctx), ctx.client.manifest)),
  })),
  handle(getUserAssessments, async (_input, ctx) => ({
    success: true,
    reports: await content.listReports(ctx.db, memberOf(ctx)),
  })),
  handle(getWebLanding, async (_input, ctx) => ({
    success: true,
    ...(await content.webLanding(ctx.db, memberOf(ctx), ctx.client.manifest)),
  })),
];
