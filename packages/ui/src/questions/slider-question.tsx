import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';
import { labelStyle } from '../form-field';
import { useStableId } from '../internal/use-id';

export interface SliderQuestionProps {
  /** what the slider measures, e.g. 'Mood' */
  label: ReactNode;
  /** the steps' texts, lowest first */
  options: readonly string[];
  /** the chosen step's index */
  value: number;
  onChange: (value: number) => void;
}

const wrap = css`
  display: grid;
  gap: ${theme.space[2]};
  font-family: ${theme.font.family.body};
  color: ${theme.color.text.default};
  & input {
    width: 100%;
    min-height: 44px;
    accent-color: ${theme.color.action.primary.bg};
  }
  & input:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

const ends = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.muted};
`;

const chosen = css`
  font-weight: ${theme.font.weight.medium};
`;

/**
 * A scale answered with a range input: arrow keys move one step, and screen readers hear the step's text
 * (aria-valuetext), not its index.
 */
export function SliderQuestion({ label, options, value, onChange }: SliderQuestionProps) {
  const id = useStableId(undefined, 'slider');
  const last = Math.max(0, options.length - 1);
  return (
    <div css={wrap}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={last}
        step={1}
        value={value}
        aria-valuetext={options[value]}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div css={ends} aria-hidden="true">
        <span>{options[0]}</span>
        <span>{options[last]}</span>
      </div>
      <p css={chosen} aria-live="polite">
        {options[value]}
      </p>
    </div>
  );
}
