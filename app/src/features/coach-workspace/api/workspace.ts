import {
  addCoacheeGoal,
  addCoacheeMilestone,
  addCoacheeTask,
  getClinicBookings,
  getCoacheePlan,
  getCoachees,
  joinCoacheeChat,
  setCoacheeStatus,
} from '@portal/contract/calls/workspace';
import type { CallRequestInput } from '@portal/contract/define-call';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

/** The inbox and upcoming sessions; refreshed every 15 s so unread counts move while the coach works elsewhere. */
export function useCoachees(allowed = true) {
  return useCall(getCoachees, allowed ? {} : null, { refreshInterval: 15_000, shouldRetryOnError: false });
}

/** A clinician's clinic bookings to come; refreshed every minute so a new booking appears. */
export function useClinicBookings(allowed = true) {
  return useCall(getClinicBookings, allowed ? {} : null, { refreshInterval: 60_000, shouldRetryOnError: false });
}

export function useCoacheeChat(conversationSid: string) {
  return useCall(
    joinCoacheeChat,
    { conversation_sid: conversationSid },
    { revalidateOnMount: true, shouldRetryOnError: false },
  );
}

export function setStatus(conversationSid: string, status: 'active' | 'discharged') {
  return callApi(setCoacheeStatus, { conversation_sid: conversationSid, status });
}

/** The coachee's goals, milestones and tasks. */
export function useCoacheePlan(conversationSid: string) {
  return useCall(getCoacheePlan, { conversation_sid: conversationSid }, { shouldRetryOnError: false });
}

export function addGoal(conversationSid: string, title: string) {
  return callApi(addCoacheeGoal, { conversation_sid: conversationSid, title });
}

export function addMilestone(conversationSid: string, goalId: number, title: string) {
  return callApi(addCoacheeMilestone, { conversation_sid: conversationSid, goal_id: goalId, title });
}

export type NewTask = Omit<CallRequestInput<typeof addCoacheeTask>, 'conversation_sid'>;

export function addTask(conversationSid: string, task: NewTask) {
  return callApi(addCoacheeTask, { conversation_sid: conversationSid, ...task });
}
