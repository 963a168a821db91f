import { fieldBox } from '../../../components/field-styles';
import { DateField } from '../../../components/date-field';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { TaskContentBlock } from '@portal/contract/calls/coaching';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { saveJournalEntry } from '../api/home';
import { ApiError } from '../../../lib/api';
import { clampJournal, initialAnswer, type JournalQuestion } from '../utils/journal';

const form = css`
  display: grid;
  gap: ${theme.space[4]};
  & label {
    display: grid;
    gap: ${theme.space[2]};
    font-weight: ${theme.font.weight.medium};
  }
  & input:not([type='range']),
  & textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: ${theme.control.height.md};
    ${fieldBox}
  }
  & input[type='range'] {
    width: 100%;
    accent-color: ${theme.color.action.primary.bg};
  }
  & ul {
    margin: 0;
    padding-left: ${theme.space[5]};
  }
`;

const muted = css`
  color: ${theme.color.text.muted};
  font-weight: ${theme.font.weight.regular};
`;

/** The previous answers of a question: at most 8, three at a time once there are three or more. */
function PreviousAnswers({ question }: { readonly question: JournalQuestion }) {
  const [at, setAt] = useState(0);
  const all = (question.last_answers ?? []).slice(0, 8);
  if (all.length === 0) return null;
  const shown = all.length >= 3 ? all.slice(at, at + 3) : all;
  return (
    <div>
      <p css={muted}>
        <Trans>Previous answers</Trans>
      </p>
      <ul>
        {shown.map((answer) => (
          <li key={`${answer.timestamp}-${answer.text}`}>
            {dayjs(answer.timestamp.slice(0, 16).replace(' ', 'T')).format('DD/MM/YY HH:mm')}: {answer.text}
          </li>
        ))}
      </ul>
      {all.length > 3 ? (
        <div>
          <Button size="sm" variant="ghost" onClick={() => setAt(Math.max(0, at - 3))} disabled={at === 0}>
            <Trans>Previous</Trans>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setAt(at + 3)} disabled={at + 3 >= all.length}>
            <Trans>Next</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A journal block's questions with Save Entry (seed 002 sections 3 to 5). */
export function JournalForm({
  block,
  taskId,
  date,
  onDirty,
  onSaved,
}: {
  readonly block: TaskContentBlock;
  readonly taskId: number;
  /** YYYY-MM-DD, the entry's date */
  readonly date: string;
  readonly onDirty: (dirty: boolean) => void;
  readonly onSaved: () => void;
}) {
  const { t } = useLingui();
  const questions = (Array.isArray(block.content) ? block.content : []) as JournalQuestion[];
  const multi = (block.options?.journal_type ?? '').includes('multi');
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(questions.map((q) => [q.id, initialAnswer(q, multi)])),
  );
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const incomplete = t`Please ensure all questions have been answered`;

  const set = (id: number, value: string) => {
    setValues((all) => ({ ...all, [id]: value }));
    setMessage(null);
    onDirty(true);
  };

  const save = async () => {
    const answers = questions.map((q) => ({ question_id: q.id, text: clampJournal(q, values[q.id] ?? '') }));
    if (answers.some((a) => a.text === '')) return setMessage({ tone: 'danger', text: incomplete });
    setBusy(true);
    try {
      const now = new Date();
      const time = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
      const reply = await saveJournalEntry({ task_id: taskId, date: `${date} ${time}`, answers });
      if (!reply.success) return setMessage({ tone: 'danger', text: incomplete });
      // the server's own words, in the member's language where the page knows them
      const known: Record<string, string> = { 'Your entry has been saved.': t`Your entry has been saved.` };
      setMessage({ tone: 'success', text: (reply.message && (known[reply.message] ?? reply.message)) || t`Your entry has been saved.` });
      onDirty(false);
      onSaved();
    } catch (caught) {
      const err = caught instanceof ApiError ? caught.err : '';
      setMessage({ tone: 'danger', text: !err || err.includes('blank') || err === 'Please ensure all questions have been answered' ? incomplete : err });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div css={form}>
      {questions.map((q) => {
        const id = `journal-${taskId}-${q.id}`;
        const value = values[q.id] ?? '';
        if (q.type === 'date') {
          return (
            <div key={q.id}>
              <DateField id={id} label={q.text} hint={q.description || undefined} value={value} onChange={(e) => set(q.id, e.target.value)} />
              <PreviousAnswers question={q} />
            </div>
          );
        }
        return (
          <div key={q.id}>
            <label htmlFor={id}>
              {q.text}
              {q.description ? <span css={muted}>{q.description}</span> : null}
            </label>
            {q.type === 'numeric' && q.layout === 'scale' ? (
              <>
                <input id={id} type="range" min={q.min_val ?? 0} max={q.max_val ?? 10} step={1} value={value} onChange={(e) => set(q.id, e.target.value)} />
                <p aria-live="polite">{value}</p>
              </>
            ) : q.type === 'numeric' ? (
              <input
                id={id}
                type="number"
                inputMode="decimal"
                min={q.min_val ?? undefined}
                max={q.max_val ?? undefined}
                value={value}
                onChange={(e) => set(q.id, e.target.value)}
                onBlur={() => set(q.id, clampJournal(q, value))}
              />
            ) : q.type === 'time' ? (
              <input id={id} type={q.type} value={value} onChange={(e) => set(q.id, e.target.value)} />
            ) : q.layout === 'long_text' ? (
              <textarea id={id} rows={4} value={value} onChange={(e) => set(q.id, e.target.value)} />
            ) : (
              <input id={id} type="text" value={value} onChange={(e) => set(q.id, e.target.value)} />
            )}
            <PreviousAnswers question={q} />
          </div>
        );
      })}
      {message ? <Banner tone={message.tone} toneLabel={message.tone === 'success' ? t`Success:` : t`Error:`} title={message.text} role="status" /> : null}
      <div>
        <Button onClick={() => void save()} disabled={busy}>
          <Trans>Save Entry</Trans>
        </Button>
      </div>
    </div>
  );
}
