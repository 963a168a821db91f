import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode, Ref } from 'react';
import { FieldError } from '../form-field';
import { GroupLegend, fieldGroupStyle } from '../internal/field-group';
import { controlStyle } from '../internal/field-styles';
import { useStableId } from '../internal/use-id';

export interface PhoneValue {
  phone: string;
  countryCode: string;
}

export interface CountryCode {
  /** the calling code with its plus, e.g. '+44' */
  code: string;
  /** what the list shows, e.g. 'United Kingdom (+44)' in the member's language */
  label: string;
}

export interface PhoneQuestionProps {
  label: ReactNode;
  hint?: ReactNode;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  countryCodes: readonly CountryCode[];
  /** the visible labels of the two parts, e.g. 'Country code' and 'Number' */
  codeLabel: string;
  numberLabel: string;
  error?: ReactNode;
  required?: boolean;
  optionalLabel?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

const group = css`
  ${fieldGroupStyle(theme.space[1], theme.space[1])};
  color: ${theme.color.text.default};
`;

const row = css`
  display: grid;
  grid-template-columns: minmax(7rem, 14rem) minmax(0, 1fr);
  gap: ${theme.space[2]};
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
`;

const part = css`
  display: grid;
  gap: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.muted};
`;

/** A phone number with its country calling code: two controls under one question, the answer { phone, countryCode }. */
export function PhoneQuestion({
  label,
  hint,
  value,
  onChange,
  onBlur,
  countryCodes,
  codeLabel,
  numberLabel,
  error,
  required = false,
  optionalLabel,
  inputRef,
}: PhoneQuestionProps) {
  const id = useStableId(undefined, 'phone');
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset css={group} aria-describedby={described}>
      <GroupLegend
        legend={
          <>
            {label}
            {!required && optionalLabel ? <> {optionalLabel}</> : null}
          </>
        }
        hint={hint}
        hintId={`${id}-hint`}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <div css={row}>
        <label css={part}>
          {codeLabel}
          <select css={controlStyle} value={value.countryCode} onChange={(e) => onChange({ ...value, countryCode: e.target.value })} onBlur={onBlur}>
            {countryCodes.map((country) => (
              <option key={`${country.code}-${country.label}`} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
        </label>
        <label css={part}>
          {numberLabel}
          <input
            ref={inputRef}
            css={controlStyle}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={value.phone}
            required={required}
            aria-invalid={error ? true : undefined}
            maxLength={20}
            onChange={(e) => onChange({ ...value, phone: e.target.value.replace(/[^\d\s()+-]/g, '') })}
            onBlur={onBlur}
          />
        </label>
      </div>
    </fieldset>
  );
}
