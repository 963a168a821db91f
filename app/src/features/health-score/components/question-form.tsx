import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { HealthScoreQuestion } from '@portal/contract/calls/health-score';
import { UNITS } from '@portal/contract/health-score-units';
import { ANSWER_REQUIRED_MESSAGE, BLOOD_PRESSURE_MESSAGE } from '@portal/contract/rules';
import { theme } from '@portal/theme/theme';
import { Checkbox } from '@portal/ui/checkbox';
import { ChoiceQuestion } from '@portal/ui/questions/choice-question';
import { NumberQuestion, type NumberPart } from '@portal/ui/questions/number-question';
import { buildAnswer, convertedValue, inputFilter, isTwoPart, type Draft } from '../utils/answers';

const stack = css`
  display: grid;
  gap: ${theme.space[4]};
`;

const question = css`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
`;

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

function useUnitCopy() {
  const { t } = useLingui();
  const names: Record<string, string> = {
    [UNITS.centimetres]: t`Centimetres`,
    [UNITS.metres]: t`Metres`,
    [UNITS.feetInches]: t`Feet and inches`,
    [UNITS.kilograms]: t`Kilograms`,
    [UNITS.stonesPounds]: t`Stones and pounds`,
    [UNITS.mmHg]: t`Systolic / Diastolic (mmHg)`,
    [UNITS.mmolL]: 'mmol/L',
    [UNITS.years]: t`Years`,
  };
  const parts = (unit: string | undefined, type: string): NumberPart[] => {
    if (unit === UNITS.feetInches) return [{ label: t`Feet`, maxLength: 2 }, { label: t`Inches`, maxLength: 2 }];
    if (unit === UNITS.stonesPounds) return [{ label: t`Stones`, maxLength: 2 }, { label: t`Pounds`, maxLength: 2 }];
    if (type === 'bp') return [{ label: 'mmHg', maxLength: 7 }];
    const short: Record<string, string> = { [UNITS.centimetres]: 'cm', [UNITS.kilograms]: 'kg', [UNITS.metres]: 'm', [UNITS.mmolL]: 'mmol/L', [UNITS.years]: t`years` };
    return [{ label: (unit && short[unit]) || t`Answer`, maxLength: 6 }];
  };
  return { name: (unit: string) => names[unit] ?? unit, parts };
}

/** The answer of one Health Score question: choices, or a number with its unit and "I don't know". */
export function QuestionForm({
  question: q,
  draft,
  onDraft,
}: {
  readonly question: HealthScoreQuestion;
  readonly draft: Draft;
  readonly onDraft: (draft: Draft) => void;
}) {
  const { t } = useLingui();
  const units = useUnitCopy();
  const built = buildAnswer(q, draft);
  const messages: Record<string, string> = {
    [ANSWER_REQUIRED_MESSAGE]: t`Please provide the required information above`,
    [BLOOD_PRESSURE_MESSAGE]: t`Please provide your blood pressure level following a 'Systolic / Diastolic (mmHg)' format, e. g. 120/60.`,
  };
  const error = !built.ok && built.message ? (messages[built.message] ?? built.message) : undefined;
  const legend = <span css={question}>{q.question_text}</span>;

  if (q.question_type === 'select' || q.question_type === 'multiple_choice') {
    return (
      <ChoiceQuestion
        legend={legend}
        hint={q.sub_text ?? undefined}
        name={`question-${q.question_id}`}
        options={q.options.map((o) => o.option_text)}
        multiple={q.question_type === 'multiple_choice'}
        value={draft.choices}
        onChange={(choices) => onDraft({ ...draft, choices })}
      />
    );
  }

  const dontKnow = q.options[0];
  const knowsNot = draft.choices.length > 0;
  const converted = convertedValue(draft);
  const decimal = q.question_type === 'float' && ['cholesterol', 'triglycerides', 'glucose', 'hba1c'].includes(q.slug);
  return (
    <div css={stack}>
      <NumberQuestion
        label={legend}
        hint={q.sub_text ?? undefined}
        parts={units.parts(draft.unit, q.question_type)}
        values={draft.values}
        onChange={(values) => onDraft({ ...draft, values, touched: true })}
        filter={inputFilter(q)}
        inputMode={decimal ? 'decimal' : q.question_type === 'bp' ? 'text' : 'numeric'}
        placeholder={q.question_type === 'bp' ? '120/60' : undefined}
        units={(q.units ?? []).map(units.name)}
        unit={draft.unit ? units.name(draft.unit) : undefined}
        onUnitChange={(shown) => {
          const unit = (q.units ?? []).find((u) => units.name(u) === shown);
          // A new unit means new boxes: what was typed in the old one no longer fits.
          onDraft({ ...draft, unit, values: [], touched: false });
        }}
        unitsLabel={t`Units`}
        error={knowsNot ? undefined : error}
        disabled={knowsNot}
      />
      {converted !== null && isTwoPart(draft.unit) && !knowsNot ? (
        <p css={muted} aria-live="polite">
          {draft.unit === UNITS.feetInches
            ? t`That is ${Math.round(converted * 10) / 10} cm.`
            : t`That is ${Math.round(converted * 10) / 10} kg.`}
        </p>
      ) : null}
      {dontKnow ? (
        <Checkbox
          label={dontKnow.option_text}
          checked={knowsNot}
          onChange={(event) => onDraft({ ...draft, choices: event.target.checked ? [0] : [] })}
        />
      ) : null}
    </div>
  );
}
