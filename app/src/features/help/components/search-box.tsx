import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { theme } from '@portal/theme/theme';
import { Icon } from '@portal/ui/icon';
import { IconButton } from '@portal/ui/icon-button';
import { Input } from '@portal/ui/text-field';

const wrap = css`
  position: relative;
  display: flex;
  align-items: center;
  max-width: 36rem;
  & > svg {
    position: absolute;
    left: ${theme.space[3]};
    color: ${theme.color.text.muted};
    pointer-events: none;
  }
  & > input {
    padding-left: calc(${theme.space[3]} + 28px);
    padding-right: calc(${theme.space[3]} + 40px);
  }
  & > button {
    position: absolute;
    right: ${theme.space[1]};
  }
  & > input::-webkit-search-cancel-button {
    display: none;
  }
`;

const label = css`
  display: block;
  margin-bottom: ${theme.space[2]};
  font-weight: ${theme.font.weight.bold};
`;

export interface SearchBoxProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly label: string;
  /** Enter in the field: the search as typed, at once */
  readonly onSubmit?: (value: string) => void;
}

/**
 * A search field with a magnifier and, once there is text, a clear button that gives focus back to the field; Enter
 * submits it (onSubmit).
 */
export function SearchBox({ value, onChange, label: text, onSubmit }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(value);
      }}
    >
      <label htmlFor={id} css={label}>
        {text}
      </label>
      <div css={wrap}>
        <Icon name="search" />
        <Input
          ref={input}
          id={id}
          type="search"
          value={value}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        {value ? (
          <IconButton
            icon="close"
            size="sm"
            label={t`Clear search`}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          />
        ) : null}
      </div>
    </form>
  );
}
