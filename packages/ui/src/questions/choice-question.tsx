import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';
import { Checkbox } from '../checkbox';
import { hintStyle } from '../form-field';
import { GroupLegend, fieldGroupStyle } from '../internal/field-group';
import { useStableId } from '../internal/use-id';
import { RadioGroup } from '../radio-group';

export interface ChoiceQuestionProps {
  /** the question text */
  legend: ReactNode;
  hint?: ReactNode;
  name: string;
  /** the option texts, in order */
  options: readonly string[];
  /** the chosen option indexes */
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** several options may be chosen (checkboxes) instead of one (radio buttons) */
  multiple?: boolean;
  error?: ReactNode;
}

const fieldset = fieldGroupStyle(theme.space[3], theme.space[2]);

/**
 * A question answered by choosing: one option (select) or several (multiple choice). Options are addressed by
 * index, so texts with any characters (apostrophes, slashes) make valid element ids.
 */
export function ChoiceQuestion({ legend, hint, name, options, value, onChange, multiple = false, error }: ChoiceQuestionProps) {
  const id = useStableId(undefined, 'choice');
  if (!multiple) {
    return (
      <RadioGroup
        legend={legend}
        hint={hint}
        name={name}
        error={error}
        required
        options={options.map((label, index) => ({ value: String(index), label }))}
        value={value.length > 0 ? String(value[0]) : ''}
        onChange={(next) => onChange([Number(next)])}
      />
    );
  }
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset css={fieldset} aria-describedby={hintId}>
      <GroupLegend legend={legend} hint={hint} hintId={hintId} />
      {options.map((label, index) => (
        <Checkbox
          key={label}
          name={name}
          label={label}
          checked={value.includes(index)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...value, index].sort((a, b) => a - b)
                : value.filter((chosen) => chosen !== index),
            )
          }
        />
      ))}
      {error ? (
        <p role="alert" css={hintStyle}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
