import { fieldBox } from '../../../components/field-styles';
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useMemo, useState, type TextareaHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { Goal, Task } from '@portal/contract/calls/coaching';
import {
  JOURNAL_QUESTIONS_MAX,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
} from '@portal/contract/calls/workspace';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { DateField } from '../../../components/date-field';
import { FormField, useFieldControl } from '@portal/ui/form-field';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import { EmptyState } from '@portal/ui/empty-state';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { formatDate } from '../../../lib/dates';
import { addGoal, addMilestone, addTask, useCoacheePlan } from '../api/workspace';
import { plainList, sectionColumn } from '../../../components/page-styles';

const section = css`
  ${sectionColumn()}
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  & h4 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
`;

const list = plainList(2);

const card = css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
`;

const muted = css`
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const forms = css`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  align-items: start;
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
`;

const TextAreaControl = styled.textarea`
  min-height: 5rem;
  ${fieldBox}
  resize: vertical;
`;

/** A text area inside a FormField: it takes the field's id and descriptions. */
const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextArea(props, ref) {
    const control = useFieldControl();
    return <TextAreaControl ref={ref} {...props} {...control} />;
  },
);

/** What a task shows in the coach's list: due date or daily, journal, done or locked. */
function TaskLine({ task }: { task: Task }) {
  const { i18n } = useLingui();
  return (
    <li>
      <span>{task.title}</span>{' '}
      <span css={muted}>
        {task.recurring_type === 'daily' ? (
          <Trans>daily</Trans>
        ) : typeof task.target_date === 'string' ? (
          <Trans>due {formatDate(task.target_date, 'longDate', i18n.locale)}</Trans>
        ) : null}
        {task.has_widget === 'journal' ? (
          <>
            {' · '}
            <Trans>journal</Trans>
          </>
        ) : null}
        {task.completed ? (
          <>
            {' · '}
            <Trans>done</Trans>
          </>
        ) : null}
        {task.disabled ? (
          <>
            {' · '}
            <Trans>locked</Trans>
          </>
        ) : null}
      </span>
    </li>
  );
}

function PlanList({ goals, orphans }: { goals: readonly Goal[]; orphans: readonly Task[] }) {
  const { t } = useLingui();
  if (goals.length === 0 && orphans.length === 0) {
    return (
      <EmptyState
        title={t`No goals or tasks yet`}
        description={t`Set a goal or a task below; your coachee sees it in their coaching home.`}
      />
    );
  }
  return (
    <ul css={list} data-testid="coachee-plan">
      {goals.map((goal) => (
        <li key={goal.id} css={card}>
          <h3>
            {goal.title} <span css={muted}>· {t`${goal.progress}% done`}</span>
          </h3>
          {goal.milestones.length === 0 ? (
            <p css={muted}>
              <Trans>No milestones yet.</Trans>
            </p>
          ) : (
            goal.milestones.map((milestone) => (
              <div key={milestone.id}>
                <h4>{milestone.title}</h4>
                {milestone.tasks.length === 0 ? (
                  <p css={muted}>
                    <Trans>No tasks yet.</Trans>
                  </p>
                ) : (
                  <ul>
                    {milestone.tasks.map((task) => (
                      <TaskLine key={task.id} task={task} />
                    ))}
                  </ul>
                )}
              </div>
            ))
          )}
        </li>
      ))}
      {orphans.length > 0 ? (
        <li css={card}>
          <h3>
            <Trans>Bonus tasks</Trans>
          </h3>
          <ul>
            {orphans.map((task) => (
              <TaskLine key={task.id} task={task} />
            ))}
          </ul>
        </li>
      ) : null}
    </ul>
  );
}

/** The form rules, with the contract's limits and translated messages. */
function useSchemas() {
  const { t } = useLingui();
  return useMemo(() => {
    const title = v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t`Please enter a title.`),
      v.maxLength(PLAN_TITLE_MAX_LENGTH, t`Please use at most ${PLAN_TITLE_MAX_LENGTH} characters.`),
    );
    const goal = v.object({ title });
    const milestone = v.object({
      goal: v.pipe(v.string(), v.nonEmpty(t`Please choose a valid goal.`)),
      title,
    });
    const task = v.pipe(
      v.object({
        where: v.string(),
        title,
        description: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(t`Please describe the task.`),
          v.maxLength(
            PLAN_DESCRIPTION_MAX_LENGTH,
            t`Please use at most ${PLAN_DESCRIPTION_MAX_LENGTH} characters.`,
          ),
        ),
        targetDate: v.string(),
        daily: v.boolean(),
        journal: v.boolean(),
        questions: v.string(),
      }),
      v.forward(
        v.check(
          (input) => !input.journal || questionsOf(input.questions).length > 0,
          t`Please enter a question.`,
        ),
        ['questions'],
      ),
      v.forward(
        v.check(
          (input) => !input.journal || questionsOf(input.questions).length <= JOURNAL_QUESTIONS_MAX,
          t`Please ask at most ${JOURNAL_QUESTIONS_MAX} questions.`,
        ),
        ['questions'],
      ),
    );
    return { goal, milestone, task };
  }, [t]);
}

const questionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

type TaskForm = {
  where: string;
  title: string;
  description: string;
  targetDate: string;
  daily: boolean;
  journal: boolean;
  questions: string;
};

/**
 * The coachee's plan in the coach's workspace (issue 12 item 3): their goals, milestones and tasks as the coaching
 * home shows them, and forms to set a goal, a milestone and a task (with content and an optional journal).
 */
export function CoacheePlan({ conversationSid }: { conversationSid: string }) {
  const { t } = useLingui();
  const plan = useCoacheePlan(conversationSid);
  const schemas = useSchemas();
  const [notice, setNotice] = useState('');
  const [failed, setFailed] = useState(false);

  const goalForm = useForm<{ title: string }>({
    resolver: valibotResolver(schemas.goal),
    defaultValues: { title: '' },
  });
  const milestoneForm = useForm<{ goal: string; title: string }>({
    resolver: valibotResolver(schemas.milestone),
    defaultValues: { goal: '', title: '' },
  });
  const taskForm = useForm<TaskForm>({
    resolver: valibotResolver(schemas.task),
    defaultValues: {
      where: '',
      title: '',
      description: '',
      targetDate: '',
      daily: false,
      journal: false,
      questions: '',
    },
  });
  const journal = taskForm.watch('journal');

  const run = async (work: () => Promise<unknown>, done: string) => {
    setFailed(false);
    setNotice('');
    try {
      await work();
      await plan.mutate();
      setNotice(done);
    } catch {
      setFailed(true);
    }
  };

  const saveGoal = goalForm.handleSubmit((values) =>
    run(
      async () => {
        await addGoal(conversationSid, values.title);
        goalForm.reset();
      },
      t`Goal added.`,
    ),
  );
  const saveMilestone = milestoneForm.handleSubmit((values) =>
    run(
      async () => {
        await addMilestone(conversationSid, Number(values.goal), values.title);
        milestoneForm.reset({ goal: values.goal, title: '' });
      },
      t`Milestone added.`,
    ),
  );
  const saveTask = taskForm.handleSubmit((values) =>
    run(
      async () => {
        await addTask(conversationSid, {
          ...(values.where ? { milestone_id: Number(values.where) } : {}),
          title: values.title,
          description: values.description,
          ...(values.targetDate && !values.daily && !values.journal
            ? { target_date: values.targetDate }
            : {}),
          ...(values.daily ? { daily: true } : {}),
          ...(values.journal ? { journal_questions: questionsOf(values.questions) } : {}),
        });
        taskForm.reset({
          where: values.where,
          title: '',
          description: '',
          targetDate: '',
          daily: false,
          journal: false,
          questions: '',
        });
      },
      t`Task added.`,
    ),
  );

  const goals = plan.data?.goals ?? [];
  const milestones = goals.flatMap((goal) =>
    goal.milestones.map((m) => ({ value: String(m.id), label: `${goal.title} › ${m.title}` })),
  );
  const { errors: taskErrors } = taskForm.formState;
  // the field's own bounds apply, not react-hook-form's number-typed min/max
  const { min: _min, max: _max, ...dateField } = taskForm.register('targetDate');

  return (
    <section css={section} aria-labelledby="coachee-plan-heading">
      <h2 id="coachee-plan-heading">
        <Trans>Goals and tasks</Trans>
      </h2>
      {plan.error ? (
        <LoadError
          message={<Trans>The goals and tasks could not be loaded.</Trans>}
          onRetry={() => void plan.mutate()}
        />
      ) : !plan.data ? (
        <ListSkeleton label={t`Loading the goals and tasks`} />
      ) : (
        <>
          <PlanList goals={plan.data.goals} orphans={plan.data.orphans} />
          <p role="status" css={muted}>
            {notice}
          </p>
          {failed ? (
            <p role="alert">
              <Trans>Something went wrong</Trans>
            </p>
          ) : null}
          <div css={forms}>
            <Form onSubmit={saveGoal} noValidate aria-label={t`Set a goal`}>
              <TextField
                label={t`Goal`}
                error={goalForm.formState.errors.title?.message}
                {...goalForm.register('title')}
              />
              <Button type="submit" variant="secondary" disabled={goalForm.formState.isSubmitting}>
                <Trans>Add goal</Trans>
              </Button>
            </Form>
            {goals.length > 0 ? (
              <Form onSubmit={saveMilestone} noValidate aria-label={t`Add a milestone`}>
                <Select
                  label={t`Goal`}
                  placeholder={t`Choose a goal`}
                  options={goals.map((goal) => ({ value: String(goal.id), label: goal.title }))}
                  error={milestoneForm.formState.errors.goal?.message}
                  {...milestoneForm.register('goal')}
                />
                <TextField
                  label={t`Milestone`}
                  error={milestoneForm.formState.errors.title?.message}
                  {...milestoneForm.register('title')}
                />
                <Button type="submit" variant="secondary" disabled={milestoneForm.formState.isSubmitting}>
                  <Trans>Add milestone</Trans>
                </Button>
              </Form>
            ) : null}
            <Form onSubmit={saveTask} noValidate aria-label={t`Set a task`}>
              <Select
                label={t`Milestone`}
                options={[{ value: '', label: t`Bonus task (no goal)` }, ...milestones]}
                {...taskForm.register('where')}
              />
              <TextField label={t`Task`} error={taskErrors.title?.message} {...taskForm.register('title')} />
              <FormField label={t`What to do`} error={taskErrors.description?.message}>
                <TextArea {...taskForm.register('description')} />
              </FormField>
              {!journal && !taskForm.watch('daily') ? (
                <DateField
                  label={t`Due date`}
                  optionalLabel={t`(optional)`}
                  {...dateField}
                />
              ) : null}
              <Checkbox label={t`Repeats daily`} {...taskForm.register('daily')} />
              <Checkbox
                label={t`Journal task`}
                hint={t`A daily journal with your questions.`}
                {...taskForm.register('journal')}
              />
              {journal ? (
                <FormField
                  label={t`Journal questions`}
                  hint={t`One question per line, at most ${JOURNAL_QUESTIONS_MAX}.`}
                  error={taskErrors.questions?.message}
                >
                  <TextArea {...taskForm.register('questions')} />
                </FormField>
              ) : null}
              <Button type="submit" disabled={taskForm.formState.isSubmitting}>
                <Trans>Add task</Trans>
              </Button>
            </Form>
          </div>
        </>
      )}
    </section>
  );
}
