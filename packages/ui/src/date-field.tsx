import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { Fragment, forwardRef, useCallback, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { FieldError, hintStyle, labelStyle } from './form-field';
import { controlStyle } from './internal/field-styles';
import { fieldGroupStyle } from './internal/field-group';
import { visuallyHidden } from './internal/styles';
import { useStableId } from './internal/use-id';
import { checkParts, dateLayout, emptyParts, exampleParts, formatIso, formatParts, partsFromIso, valueOfParts } from './date-parts';
import type { DatePart, DateParts } from './date-parts';

/** The words of the date field in the member's language; the app passes them translated. */
export interface DateFieldText {
  readonly day: string;
  readonly month: string;
  readonly year: string;
  /** the hint under the legend, e.g. 'For example, 27/03/2007' */
  readonly example: (example: string) => string;
  /** some parts are missing */
  readonly incomplete: (example: string) => string;
  /** three numbers that are no date (31/02) */
  readonly invalid: (example: string) => string;
  readonly tooEarly: (min: string) => string;
  readonly tooLate: (max: string) => string;
}

/** British English, for stories and tests; the app hands in its catalogue's words. */
export const englishDateText: DateFieldText = {
  day: 'Day',
  month: 'Month',
  year: 'Year',
  example: (example) => `For example, ${example}`,
  incomplete: (example) => `Enter a complete date, for example ${example}.`,
  invalid: (example) => `Enter a real date, for example ${example}.`,
  tooEarly: (min) => `Enter a date on or after ${min}.`,
  tooLate: (max) => `Enter a date on or before ${max}.`,
};

/** What the field hands its onChange and onBlur: an event whose target is the field's hidden input. */
export interface DateFieldEvent {
  readonly type: string;
  readonly target: HTMLInputElement;
  readonly currentTarget: HTMLInputElement;
}

export interface DateFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** see FormField's hideLabel */
  hideLabel?: boolean;
  /** the form's message, e.g. the age rule; the field's own message for what is no date comes first */
  error?: ReactNode;
  optionalLabel?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** ISO date, yyyy-mm-dd, or '' (controlled) */
  value?: string;
  defaultValue?: string;
  /** ISO dates, inclusive */
  min?: string | undefined;
  max?: string | undefined;
  /** 'bday' gives the three parts bday-day, bday-month and bday-year */
  autoComplete?: string;
  /** the page's language (en, de, fr or a full tag): the order and separator of the parts */
  locale?: string;
  text?: DateFieldText;
  /**
   * The value is the ISO date once the parts make one, '' when empty, and otherwise what was typed (e.g.
   * '31/02/1990'), which no yyyy-mm-dd check accepts. `event.target.value` reads it, as on a native input.
   */
  onChange?: (event: DateFieldEvent) => void;
  /** focus left the whole field (not one part for the next) */
  onBlur?: (event: DateFieldEvent) => void;
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};
`;

const partStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  font-family: ${theme.font.family.body};
  color: ${theme.color.text.default};
`;

const partLabel = css`
  font-size: ${theme.font.size.sm};
  line-height: ${theme.lineHeight.body};
  color: ${theme.color.text.default};
`;

// room for two or four digits and the control's own padding, in the skin's font size
const partInput = (part: DatePart) => css`
  ${controlStyle};
  width: calc(${part === 'year' ? '4.5ch' : '2.5ch'} + 2 * ${theme.space[3]} + 2 * ${theme.borderWidth.strong});
  font-variant-numeric: tabular-nums;
`;

const separatorStyle = css`
  align-self: flex-end;
  min-height: ${theme.control.height.md};
  display: flex;
  align-items: center;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.md};
`;

const valueDescriptor = typeof HTMLInputElement === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function partsOf(value: string | undefined): DateParts {
  return partsFromIso(value) ?? emptyParts;
}

/**
 * A date typed as day, month and year in three boxes inside a fieldset, in the order and with the separators of
 * the member's language (GOV.UK Frontend's date input; decision 0830). Its value is an ISO date, as the browser's
 * date input gave, so forms and calls are unchanged. The ref is a hidden input holding that value (what
 * react-hook-form's register reads and writes; its focus() moves to the first part).
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    label,
    hint,
    hideLabel = false,
    error,
    optionalLabel,
    required = false,
    disabled,
    id: ownId,
    name,
    value,
    defaultValue,
    min,
    max,
    autoComplete,
    locale,
    text = englishDateText,
    onChange,
    onBlur,
  },
  ref,
) {
  const id = useStableId(ownId, 'date');
  const layout = dateLayout(locale);
  const [parts, setParts] = useState<DateParts>(() => partsOf(value ?? defaultValue));
  const [touched, setTouched] = useState(false);
  // what the field last handed out, so a controlled value or a write to the hidden input from outside (a form's
  // reset) is told apart from the field's own
  const emitted = useRef<string>(value ?? defaultValue ?? '');
  const hidden = useRef<HTMLInputElement | null>(null);
  const inputs = useRef<Partial<Record<DatePart, HTMLInputElement | null>>>({});

  if (value !== undefined && value !== emitted.current) {
    emitted.current = value;
    if (partsFromIso(value) || value === '') setParts(partsOf(value));
  }

  const fromOutside = useRef((next: string) => {
    if (next === emitted.current) return;
    emitted.current = next;
    setParts(partsOf(next));
  });

  const hiddenRef = useCallback(
    (node: HTMLInputElement | null) => {
      hidden.current = node;
      if (node && valueDescriptor?.get && valueDescriptor.set) {
        const { get, set } = valueDescriptor;
        set.call(node, emitted.current);
        Object.defineProperty(node, 'value', {
          configurable: true,
          get: () => get.call(node) as string,
          set: (next: string) => {
            set.call(node, next);
            fromOutside.current(String(next ?? ''));
          },
        });
        node.focus = () => (inputs.current[layout.order[0]!] ?? null)?.focus();
      }
      assignRef(ref, node);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the order is the page's language, fixed for its life
    [ref],
  );

  const event = (type: string): DateFieldEvent | null => {
    const target = hidden.current;
    return target ? { type, target, currentTarget: target } : null;
  };

  const update = (part: DatePart, typed: string) => {
    const next = { ...parts, [part]: typed };
    setParts(next);
    const nextValue = valueOfParts(next, locale);
    if (nextValue === emitted.current) return;
    emitted.current = nextValue;
    if (hidden.current && valueDescriptor?.set) valueDescriptor.set.call(hidden.current, nextValue);
    const change = event('change');
    if (change) onChange?.(change);
  };

  const leave = (e: FocusEvent<HTMLFieldSetElement>) => {
    if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
    setTouched(true);
    const blur = event('blur');
    if (blur) onBlur?.(blur);
  };

  // a separator typed in a part moves on to the next, as someone typing "27/3/2007" expects
  const onKeyDown = (part: DatePart) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (!['/', '.', '-', ' '].includes(e.key)) return;
    e.preventDefault();
    const next = layout.order[layout.order.indexOf(part) + 1];
    if (next) inputs.current[next]?.focus();
  };

  const example = formatParts(exampleParts, locale);
  const check = checkParts(parts, { min, max });
  // no date at all comes before the form's message (e.g. the age rule, which a half date cannot meet); a date out
  // of range comes after it, so a form's own words for its range (an end before the start) are the ones read
  const notADate = check.kind === 'incomplete' ? text.incomplete(example) : check.kind === 'invalid' ? text.invalid(example) : null;
  const outOfRange =
    check.kind === 'tooEarly' && min ? text.tooEarly(formatIso(min, locale)) : check.kind === 'tooLate' && max ? text.tooLate(formatIso(max, locale)) : null;
  const message = notADate && (touched || error) ? notADate : (error ?? (outOfRange && touched ? outOfRange : null));
  const wrongParts: readonly DatePart[] = !message ? [] : message === notADate && check.kind === 'incomplete' ? check.missing : layout.order;

  const hintId = `${id}-hint`;
  const errorId = message ? `${id}-error` : undefined;

  return (
    <fieldset
      id={id}
      css={fieldGroupStyle(theme.space[1], theme.space[1], 'column')}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      onBlur={leave}
      disabled={disabled}
    >
      <legend css={hideLabel ? visuallyHidden : labelStyle}>
        {label}
        {!required && optionalLabel ? (
          <span css={css`font-weight: ${theme.font.weight.regular}; color: ${theme.color.text.muted};`}> {optionalLabel}</span>
        ) : null}
      </legend>
      <p id={hintId} css={hintStyle}>
        {hint ? <>{hint} </> : null}
        {text.example(example)}
      </p>
      <div css={row}>
        {layout.order.map((part, index) => (
          <Fragment key={part}>
            {index > 0 ? (
              <span css={separatorStyle} aria-hidden="true">
                {layout.separator}
              </span>
            ) : null}
            <div css={partStyle}>
              <label htmlFor={`${id}-${part}`} css={partLabel}>
                {text[part]}
              </label>
              <input
                ref={(node) => {
                  inputs.current[part] = node;
                }}
                id={`${id}-${part}`}
                name={name ? `${name}-${part}` : undefined}
                css={partInput(part)}
                type="text"
                inputMode="numeric"
                spellCheck={false}
                autoComplete={autoComplete === 'bday' ? `bday-${part}` : 'off'}
                aria-required={required || undefined}
                aria-invalid={wrongParts.includes(part) || undefined}
                value={parts[part]}
                onChange={(e) => update(part, e.target.value)}
                onKeyDown={onKeyDown(part)}
              />
            </div>
          </Fragment>
        ))}
      </div>
      {message ? <FieldError id={errorId!}>{message}</FieldError> : null}
      <input ref={hiddenRef} type="hidden" name={name} data-date-field="" />
    </fieldset>
  );
});
