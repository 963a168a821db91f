import type { Goal, Task } from '@portal/contract/calls/coaching';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { listGoals, listMilestones, listTasks, type TaskRow } from './home-repository';
import type { CoachingService, Localised } from './schema';

export const pick = (text: Localised, language: string) => text[language] ?? text.en ?? '';

/** A task as the coaching home shows it; `lockedBy` a locked milestone, which locks its tasks. */
export function toTask(row: TaskRow, language: string, lockedBy = false): Task {
  return {
    id: row.id,
    title: pick(row.title, language),
    icon: row.icon,
    completed: row.completedAt !== null,
    disabled: row.disabled || lockedBy,
    target_date: row.targetDate ?? false,
    recurring_type: row.recurringType,
    has_widget: row.hasWidget,
  };
}

/**
 * A member's goals of one service with their milestones and tasks, and the bonus tasks of no goal: the plan as the
 * member's coaching home shows it and the coach's workspace edits it. A goal's progress is its share of tasks done.
 */
export async function memberPlan(db: Db, member: MemberScope, service: CoachingService, language: string): Promise<{ goals: Goal[]; orphans: Task[] }> {
  const [goalRows, milestoneRows, taskRows] = await Promise.all([listGoals(db, member, service), listMilestones(db, member), listTasks(db, member, service)]);
  const goals: Goal[] = goalRows.map((goal) => {
    const goalTasks = taskRows.filter((t) => t.goalId === goal.id);
    const done = goalTasks.filter((t) => t.completedAt !== null).length;
    return {
      id: goal.id,
      title: pick(goal.title, language),
      img: goal.img,
      progress: goalTasks.length === 0 ? 0 : Math.round((100 * done) / goalTasks.length),
      milestones: milestoneRows
        .filter((m) => m.goalId === goal.id)
        .map((m) => {
          const tasks = goalTasks.filter((t) => t.milestoneId === m.id);
          return {
            id: m.id,
            title: pick(m.title, language),
            icon: m.icon,
            disabled: m.disabled,
            completed: tasks.length > 0 && tasks.every((t) => t.completedAt !== null),
            tasks: tasks.map((t) => toTask(t, language, m.disabled)),
          };
        }),
    };
  });
  return { goals, orphans: taskRows.filter((t) => t.goalId === null).map((t) => toTask(t, language)) };
}
