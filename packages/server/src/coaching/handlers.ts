import {
  bookCoachingSession,
  completeTask,
  completeTaskToggle,
  createTask,
  getCoach,
  getCoaches,
  getCoachingCalendar,
  getCoachingData,
  getTaskContent,
  saveAnswers,
  setPathway,
  updateUserProfile,
} from '@portal/contract/calls/coaching';
import { answerFixedSurveyQuestion, getFixedSurvey } from '@portal/contract/calls/surveys';
import { memberLanguage } from '../core/member-settings';
import { handle, memberOf, type CallContext } from '../core/types';
import { setPathway as savePathway } from './repository';
import * as home from './home-service';
import * as coaching from './service';
import * as surveys from './survey-service';

async function serviceAndLanguage(ctx: CallContext, type: Parameters<typeof coaching.serviceOf>[0]) {
  const member = memberOf(ctx);
  const service = coaching.serviceOf(type);
  coaching.assertServicePermitted(service, ctx.client.manifest.permittedRoutes);
  const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
  return { member, service, language: shown };
}

export const coachingHandlers = [
  handle(getCoaches, async (input, ctx) => {
    const { member, service, language } = await serviceAndLanguage(ctx, input.type);
    return { success: true, coaches: await coaching.getCoaches(ctx.db, member, service, language, ctx.now) };
  }),
  handle(getCoach, async (input, ctx) => {
    const { member, service, language } = await serviceAndLanguage(ctx, input.type);
    return { success: true, ...(await coaching.getCoach(ctx.db, member, service, input.coach_id, language, ctx.now)) };
  }),
  handle(bookCoachingSession, async (input, ctx) => {
    const member = memberOf(ctx);
    const service = coaching.serviceOf(input.type);
    coaching.assertServicePermitted(service, ctx.client.manifest.permittedRoutes);
    await coaching.bookSession(ctx.db, member, { slot_id: input.slot_id, delivery_type: input.delivery_type, service }, ctx.now);
    return { success: true };
  }),
  handle(setPathway, async (input, ctx) => {
    const member = memberOf(ctx);
    coaching.assertServicePermitted('mental_health', ctx.client.manifest.permittedRoutes);
    await savePathway(ctx.db, member, input.pathway, ctx.now);
    return { success: true };
  }),
];

async function surveyLanguage(ctx: CallContext) {
  const member = memberOf(ctx);
  // triage belongs to mental health coaching; the WHO-5 check-in also shows on the cancer coaching home
  const permitted = ctx.client.manifest.permittedRoutes;
  if (!coaching.isServicePermitted('cancer', permitted)) coaching.assertServicePermitted('mental_health', permitted);
  const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
  return { member, language: shown };
}

/** The triage and check-in surveys (WHO-5, CORE-10) of mental health coaching. */
export const surveyHandlers = [
  handle(getFixedSurvey, async (input, ctx) => {
    const { member, language } = await surveyLanguage(ctx);
    return { success: true, ...(await surveys.getFixedSurvey(ctx.db, member, input.name, language)) };
  }),
  handle(answerFixedSurveyQuestion, async (input, ctx) => {
    const { member, language } = await surveyLanguage(ctx);
    return { success: true, ...(await surveys.answerQuestion(ctx.db, member, input, language, ctx.now)) };
  }),
];

/** The coaching home: bookings, goals and tasks, smart goals and the profile form. */
export const coachingHomeHandlers = [
  handle(getCoachingData, async (input, ctx) => {
    const { member, service, language } = await serviceAndLanguage(ctx, input.type);
    return { success: true, ...(await home.getCoachingData(ctx.db, member, service, language, ctx.now)) };
  }),
  handle(getTaskContent, async (input, ctx) => {
    const member = memberOf(ctx);
    const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
    return { success: true, task: await home.getTaskContent(ctx.db, member, input.task_id, shown, input.date) };
  }),
  handle(completeTask, async (input, ctx) => {
    await home.completeTask(ctx.db, memberOf(ctx), input.task_id, ctx.now);
    return { success: true };
  }),
  handle(completeTaskToggle, async (input, ctx) => {
    await home.toggleTask(ctx.db, memberOf(ctx), input.task_id, ctx.now);
    return { success: true };
  }),
  handle(createTask, async (input, ctx) => {
    const taskId = await home.createSmartGoal(ctx.db, memberOf(ctx), input, ctx.now);
    return { success: true, task_id: taskId };
  }),
  handle(saveAnswers, async (input, ctx) => {
    return { success: true, message: await home.saveJournal(ctx.db, memberOf(ctx), input, ctx.now) };
  }),
  handle(getCoachingCalendar, async (input, ctx) => {
    const member = memberOf(ctx);
    const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
    return { success: true, ...(await home.getCalendar(ctx.db, member, input.task_id, input.month, shown)) };
  }),
  handle(updateUserProfile, async (input, ctx) => {
    await home.updateProfile(ctx.db, memberOf(ctx), input.user_profile, ctx.now);
    return { success: true };
  }),
];
