import {
  checkBrand,
  createAccessCode,
  createEmployerEvent,
  deactivateMember,
  deleteAnnouncement,
  getAdminAnnouncements,
  getAnnouncements,
  getBranding,
  getEmployerEvents,
  publishAnnouncement,
  publishBrand,
  rollbackBrand,
  uploadBrandLogo,
  deleteCustomArticle,
  getAccessCodes,
  getAdminAnalytics,
  getAdminMembers,
  getAuditLog,
  getCustomArticles,
  publishCustomArticle,
  revokeAccessCode,
  rotateAccessCode,
  setMemberAdmin,
  deleteDraft,
  deleteEmployerEvent,
  getContentDrafts,
  republishDraft,
  unpublishAnnouncement,
  unpublishCustomArticle,
  unpublishEmployerEvent,
} from '@portal/contract/calls/admin';
import { adminTrail } from '../audit/public';
import { handleCore, type CoreCallContext } from '../core/context';
import { handle, memberOf } from '../core/types';
import { analytics } from './analytics-service';
import * as brand from './branding-service';
import {
  adminAnnouncements,
  createEmployerEventFor,
  customArticles,
  deleteAnnouncementFor,
  deleteArticle,
  employerEvents,
  memberAnnouncements,
  publishAnnouncementFor,
  publishArticle,
} from './custom-content-service';
import * as admin from './service';
import { contentDrafts, deleteDraftFor, republish, takeDownEvent, unpublishAnnouncementFor, unpublishArticle } from './content-takedown';

const mailOf = (ctx: CoreCallContext) => ({ mailer: ctx.services.mailer, from: ctx.services.config.mail.from });

/** The employer admin's calls; the router has checked the role, and the service takes the client from the session. */
export const adminHandlers = [
  handle(getAccessCodes, async (_input, ctx) => ({ success: true, access_codes: await admin.accessCodes(ctx) })),
  handle(createAccessCode, (input, ctx) => admin.createCode(ctx, createAccessCode.path, input)),
  handle(rotateAccessCode, (input, ctx) => admin.rotateCode(ctx, rotateAccessCode.path, input.id)),
  handle(revokeAccessCode, async (input, ctx) => {
    await admin.revokeCode(ctx, revokeAccessCode.path, input.id);
    return { success: true };
  }),
  handle(getAdminMembers, async (input, ctx) => ({ success: true, ...(await admin.members(ctx, input.search)) })),
  handle(deactivateMember, async (input, ctx) => {
    await admin.deactivate(ctx, deactivateMember.path, input.member_id);
    return { success: true };
  }),
  handle(setMemberAdmin, async (input, ctx) => {
    await admin.setAdmin(ctx, setMemberAdmin.path, input.member_id, input.employer_admin);
    return { success: true };
  }),
  handle(getAdminAnalytics, (input, ctx) => analytics(ctx, getAdminAnalytics.path, input)),
  handle(getCustomArticles, async (_input, ctx) => ({ success: true, articles: await customArticles(ctx) })),
  handle(publishCustomArticle, async (input, ctx) => ({ success: true, article: await publishArticle(ctx, publishCustomArticle.path, input) })),
  handle(deleteCustomArticle, async (input, ctx) => {
    await deleteArticle(ctx, deleteCustomArticle.path, input.id);
    return { success: true };
  }),
  handle(getBranding, (_input, ctx) => brand.branding(ctx)),
  handle(checkBrand, async (input, ctx) => brand.check(ctx, input)),
  handle(uploadBrandLogo, (input, ctx) => brand.uploadLogo(ctx, uploadBrandLogo.path, input.data)),
  handle(publishBrand, (input, ctx) => brand.publish(ctx, publishBrand.path, input)),
  handle(rollbackBrand, async (input, ctx) => {
    await brand.rollback(ctx, rollbackBrand.path, input.version);
    return { success: true };
  }),
  handle(getAdminAnnouncements, async (_input, ctx) => ({ success: true, announcements: await adminAnnouncements(ctx) })),
  handle(publishAnnouncement, async (input, ctx) => ({ success: true, announcement: await publishAnnouncementFor(ctx, publishAnnouncement.path, input) })),
  handle(deleteAnnouncement, async (input, ctx) => {
    await deleteAnnouncementFor(ctx, deleteAnnouncement.path, input.id);
    return { success: true };
  }),
  handle(getEmployerEvents, async (_input, ctx) => ({ success: true, events: await employerEvents(ctx) })),
  handle(createEmployerEvent, async (input, ctx) => ({ success: true, event: await createEmployerEventFor(ctx, createEmployerEvent.path, input) })),
  handle(getContentDrafts, async (_input, ctx) => ({ success: true, drafts: await contentDrafts(ctx) })),
  handle(unpublishCustomArticle, async (input, ctx) => ({ success: true, draft: await unpublishArticle(ctx, unpublishCustomArticle.path, input.id) })),
  handle(unpublishAnnouncement, async (input, ctx) => ({ success: true, draft: await unpublishAnnouncementFor(ctx, unpublishAnnouncement.path, input.id) })),
  // an event taken down mails its members through the server's mail adapter, which only the core context carries
  handleCore(unpublishEmployerEvent, async (input, ctx) => {
    const { draft, cancelled } = await takeDownEvent(ctx, unpublishEmployerEvent.path, input.id, true, mailOf(ctx));
    return { success: true, draft: draft!, cancelled };
  }),
  handleCore(deleteEmployerEvent, async (input, ctx) => ({
    success: true,
    cancelled: (await takeDownEvent(ctx, deleteEmployerEvent.path, input.id, false, mailOf(ctx))).cancelled,
  })),
  handle(republishDraft, async (input, ctx) => ({ success: true, ...(await republish(ctx, republishDraft.path, input.id)) })),
  handle(deleteDraft, async (input, ctx) => {
    await deleteDraftFor(ctx, deleteDraft.path, input.id);
    return { success: true };
  }),
  handle(getAnnouncements, async (_input, ctx) => ({ success: true, announcements: await memberAnnouncements(ctx) })),
  handle(getAuditLog, async (_input, ctx) => ({ success: true, entries: await adminTrail(ctx.db, memberOf(ctx).clientId) })),
];
