import { css } from '@emotion/react';
import type { SurveyQuestion } from '@portal/contract/calls/surveys';
import { theme } from '@portal/theme/theme';
import { FieldError } from '@portal/ui/form-field';
import { ChoiceQuestion } from '@portal/ui/questions/choice-question';
import { NumberQuestion } from '@portal/ui/questions/number-question';
import { isNumeric } from '../utils/triage';
import { scaleEnds, scaleInput } from './scale-styles';

/** What the member has given so far: an option index, or the typed number. */
export type SurveyDraft = { readonly option: number | null; readonly typed: string };

const scale = css`
  display: grid;
  gap: ${theme.space[3]};
  font-family: ${theme.font.family.body};
  color: ${theme.color.text.default};
  ${scaleInput}
`;

const chosen = css`
  margin: 0;
  font-weight: ${theme.font.weight.bold};
`;

const legendText = css`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
`;

/** One triage question: a slider for scale questions, radio buttons for the others, a box for numbers. */
export function SurveyQuestionInput({
  question,
  draft,
  onDraft,
  error,
}: {
  readonly question: SurveyQuestion;
  readonly draft: SurveyDraft;
  readonly onDraft: (draft: SurveyDraft) => void;
  readonly error?: string | undefined;
}) {
  const id = `survey-question-${question.id}`;
  if (isNumeric(question)) {
    return (
      <NumberQuestion
        label={<span css={legendText}>{question.text}</span>}
        parts={[{ label: '', maxLength: 6 }]}
        values={[draft.typed]}
        onChange={([typed]) => onDraft({ ...draft, typed: typed ?? '' })}
        filter={(value) => value.replace(/[^\d.-]/g, '')}
        inputMode="decimal"
        error={error}
      />
    );
  }
  if (question.layout === 'scale' && question.options.length > 0) {
    const value = draft.option ?? 0;
    const last = question.options.length - 1;
    return (
      <div css={scale}>
        <label htmlFor={id} css={legendText}>
          {question.text}
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={last}
          step={1}
          value={value}
          aria-valuetext={question.options[value]?.text}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onDraft({ ...draft, option: Number(event.target.value) })}
        />
        <div css={scaleEnds} aria-hidden="true">
          <span>{question.options[0]?.text}</span>
          <span>{question.options[last]?.text}</span>
        </div>
        <p css={chosen} aria-live="polite">
          {question.options[value]?.text}
        </p>
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </div>
    );
  }
  return (
    <ChoiceQuestion
      legend={<span css={legendText}>{question.text}</span>}
      name={id}
      options={question.options.map((o) => o.text)}
      value={draft.option === null ? [] : [draft.option]}
      onChange={([option]) => onDraft({ ...draft, option: option ?? null })}
      error={error}
    />
  );
}
