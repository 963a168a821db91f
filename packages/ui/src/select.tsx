import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { forwardRef } from 'react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField, useFieldControl } from './form-field';
import { Icon } from './icon';
import { controlStyle } from './internal/field-styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice such as 'Choose a country'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  optionalLabel?: ReactNode;
}

const wrap = css`
  position: relative;
  display: flex;
  align-items: center;
  & > svg {
    position: absolute;
    right: ${theme.space[3]};
    pointer-events: none;
    color: ${theme.color.text.muted};
  }
`;

const select = css`
  ${controlStyle};
  appearance: none;
  padding-right: calc(${theme.space[3]} * 2 + 20px);
  cursor: pointer;
`;

function Control({ options, placeholder, ...props }: Omit<SelectProps, 'label' | 'hint' | 'error' | 'optionalLabel'> & { ref?: Ref<HTMLSelectElement> }) {
  const wiring = useFieldControl(props);
  return (
    <span css={wrap}>
      <select css={select} {...props} {...wiring}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevron-down" size={20} />
    </span>
  );
}

/** A labelled native select: the most accessible choice list on every device. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, optionalLabel, id, required, ...rest },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} optionalLabel={optionalLabel} id={id}>
      <Control ref={ref} {...rest} />
    </FormField>
  );
});
