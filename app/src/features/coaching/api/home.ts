import {
  completeTask,
  completeTaskToggle,
  createTask,
  getCoachingCalendar,
  getCoachingData,
  getTaskContent,
  saveAnswers,
  updateUserProfile,
} from '@portal/contract/calls/coaching';
import type { CallRequestInput } from '@portal/contract/define-call';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';
import type { CoachingType } from './coaches';

/** The coaching home of a service: bookings, goals and tasks, profile and journey state. */
export function useCoachingData(type: CoachingType) {
  return useCall(getCoachingData, type ? { type } : {}, { revalidateOnMount: true });
}

/** A task's content blocks on a date (YYYY-MM-DD). */
export function useTaskContent(taskId: number | null, date: string) {
  return useCall(getTaskContent, taskId === null ? null : { task_id: taskId, date });
}

/** The days of a month (YYYY-MM) on which a calendar or journal task has entries. */
export function useTaskCalendar(taskId: number | null, month: string, type: CoachingType) {
  return useCall(getCoachingCalendar, taskId === null ? null : { task_id: taskId, month, ...(type ? { type } : {}) });
}

export const markTaskComplete = (taskId: number) => callApi(completeTask, { task_id: taskId });
export const toggleTaskComplete = (taskId: number) => callApi(completeTaskToggle, { task_id: taskId });
export const createSmartGoal = (body: CallRequestInput<typeof createTask>) => callApi(createTask, body);
export const saveCoachingProfile = (body: CallRequestInput<typeof updateUserProfile>) => callApi(updateUserProfile, body);
export const saveJournalEntry = (body: CallRequestInput<typeof saveAnswers>) => callApi(saveAnswers, body);
