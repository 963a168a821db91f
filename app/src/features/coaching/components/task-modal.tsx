import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { TaskContentBlock } from '@portal/contract/calls/coaching';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import type { CoachingType } from '../api/coaches';
import { markTaskComplete, toggleTaskComplete, useTaskContent } from '../api/home';
import { JournalForm } from './journal-form';
import { TaskCalendar } from './task-calendar';
import { outlinedDetails } from './service-page-styles';

const body = css`
  display: grid;
  gap: ${theme.space[4]};
  &[hidden] {
    display: none;
  }
  & img,
  & video,
  & audio {
    max-width: 100%;
    border-radius: ${theme.radius.card};
  }
  & p {
    margin: 0;
  }
  ${outlinedDetails}
`;

const slides = css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.sunken};
  & > div {
    display: flex;
    gap: ${theme.space[2]};
  }
`;

/** Text blocks arrive in base64 (seed 002 section 3); UTF-8 inside. */
export function decodeText(content: string): string {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(content), (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? decodeText(value) : '');

function Carousel({ items }: { readonly items: readonly unknown[] }) {
  const { t } = useLingui();
  const [at, setAt] = useState(0);
  if (items.length === 0) return null;
  return (
    <section css={slides} aria-roledescription={t`carousel`} aria-label={t`Steps`}>
      <p aria-live="polite">{asText(items[at])}</p>
      <p>{t`${at + 1} of ${items.length}`}</p>
      <div>
        <Button size="sm" variant="secondary" onClick={() => setAt(at - 1)} disabled={at === 0}>
          <Trans>Previous</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAt(at + 1)}
          disabled={at === items.length - 1}
        >
          <Trans>Next</Trans>
        </Button>
      </div>
    </section>
  );
}

function Block({
  block,
  title,
  journal,
}: {
  readonly block: TaskContentBlock;
  readonly title: string;
  readonly journal: ReactNode;
}) {
  const content = block.content;
  switch (block.type) {
    case 'journal':
      return journal;
    case 'text':
      return (
        <div>
          {asText(content)
            .split(/\n+/)
            .map((line, index) => (
              <p key={index}>{line}</p>
            ))}
        </div>
      );
    case 'image':
      return typeof content === 'string' ? <img src={content} alt={title} /> : null;
    case 'audio':
      return typeof content === 'string' ? (
        <audio src={content} controls autoPlay={block.autoplay ?? false} aria-label={title} />
      ) : null;
    case 'video':
      return typeof content === 'string' ? (
        <video src={content} controls autoPlay={block.autoplay ?? false} aria-label={title} />
      ) : null;
    case 'carousel':
      return Array.isArray(content) ? <Carousel items={content} /> : null;
    case 'accordion':
      return Array.isArray(content) ? (
        <div>
          {content.map((item, index) => {
            const entry = (item ?? {}) as { title?: unknown; body?: unknown };
            return (
              <details key={index}>
                <summary>{typeof entry.title === 'string' ? entry.title : ''}</summary>
                <p>{asText(entry.body)}</p>
              </details>
            );
          })}
        </div>
      ) : null;
    default:
      return null;
  }
}

/** A task opened from the coaching home: its content blocks, Complete Task and Mark as Unread (seed 002). */
export function TaskModal({
  taskId,
  title,
  today,
  widget = null,
  type,
  onClose,
  onChanged,
}: {
  readonly taskId: number;
  readonly title: string;
  /** YYYY-MM-DD, the member's today: completion is only made for today */
  readonly today: string;
  /** a calendar or journal task shows the calendar widget, whose chosen day the task is shown for */
  readonly widget?: 'calendar' | 'journal' | null | undefined;
  readonly type?: CoachingType;
  readonly onClose: () => void;
  readonly onChanged: () => void;
}) {
  const { t } = useLingui();
  const [date, setDate] = useState(today);
  const [revision, setRevision] = useState(0);
  const content = useTaskContent(taskId, date);
  const [busy, setBusy] = useState(false);
  const task = content.data?.task;
  const isJournal = task?.content.some((b) => b.type === 'journal') ?? false;
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // seed 002 section 4: closing a journal asks first, unless the entry was just saved
  const close = () => (isJournal && (dirty || !saved) ? setConfirming(true) : onClose());

  const change = async (action: (id: number) => Promise<unknown>) => {
    setBusy(true);
    try {
      await action(taskId);
      await content.mutate();
      onChanged();
    } catch {
      // seed 002 section 8: a failed completion is only logged; the member is shown nothing and may try again
    } finally {
      setBusy(false);
    }
  };

  const confirmActions = (
    <>
      <Button variant="secondary" onClick={() => setConfirming(false)}>
        <Trans>Take me back</Trans>
      </Button>
      <Button variant="danger" onClick={onClose}>
        <Trans>Close without saving</Trans>
      </Button>
    </>
  );
  // seed 002 section 4: the complete call is made only when the selected date is today
  const taskActions =
    task && date === today && !(isJournal && !task.completed) ? (
      task.completed ? (
        <Button variant="secondary" onClick={() => void change(toggleTaskComplete)} disabled={busy}>
          <Trans>Mark as Unread</Trans>
        </Button>
      ) : (
        <Button onClick={() => void change(markTaskComplete)} disabled={busy}>
          <Trans>Complete Task</Trans>
        </Button>
      )
    ) : null;

  // The confirm replaces the task's view inside the same dialog, so the entry typed so far stays mounted.
  return (
    <Modal
      open
      onClose={confirming ? () => setConfirming(false) : close}
      title={task?.title ?? title}
      closeLabel={t`Close`}
      size="lg"
      actions={confirming ? confirmActions : taskActions}
    >
      {confirming ? (
        <section aria-labelledby="task-leave-title" role="alert">
          <h3 id="task-leave-title">
            <Trans>Leave without saving?</Trans>
          </h3>
          <p>
            <Trans>Your journal entry has not been saved.</Trans>
          </p>
        </section>
      ) : null}
      <div css={body} hidden={confirming}>
        {widget ? (
          <TaskCalendar
            taskId={taskId}
            title={task?.title ?? title}
            type={type}
            selected={date}
            today={today}
            revision={revision}
            onSelect={(day) => {
              if (day === date) return;
              setDate(day);
              setDirty(false);
              setSaved(false);
            }}
          />
        ) : null}
        {task ? (
          task.content.map((block) => (
            <Block
              key={`${block.type}-${block.id}`}
              block={block}
              title={task.title}
              journal={
                <JournalForm
                  key={date}
                  block={block}
                  taskId={taskId}
                  date={date}
                  onDirty={setDirty}
                  onSaved={() => {
                    setSaved(true);
                    setRevision((n) => n + 1);
                    void content.mutate();
                    onChanged();
                  }}
                />
              }
            />
          ))
        ) : content.error ? (
          <LoadError message={<Trans>We could not load this task.</Trans>} onRetry={() => content.mutate()} />
        ) : (
          <ListSkeleton label={t`Loading the task`} />
        )}
        {task?.completed && date === today ? (
          <p role="status">
            <Trans>You completed this task.</Trans>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
