import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { FaqItem } from '@portal/contract/calls/help';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';

const item = css`
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  & > h2,
  & > h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const toggle = css`
  display: flex;
  width: 100%;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 0;
  background: none;
  color: ${theme.color.text.default};
  font: inherit;
  font-weight: ${theme.font.weight.bold};
  text-align: left;
  cursor: pointer;
  border-radius: ${theme.radius.card};
  &:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
  & > svg {
    flex: none;
  }
`;

const content = css`
  display: grid;
  gap: ${theme.space[3]};
  padding: 0 ${theme.space[4]} ${theme.space[4]};
  & p {
    margin: 0;
  }
`;

const preview = css`
  margin: 0;
  padding: 0 ${theme.space[4]} ${theme.space[4]};
  color: ${theme.color.text.muted};
`;

export const itemTitle = (entry: FaqItem) => entry.question ?? entry.title ?? '';
export const itemText = (entry: FaqItem) => entry.answer ?? entry.body ?? '';

export interface HelpItemProps {
  readonly entry: FaqItem;
  readonly open: boolean;
  readonly onToggle: (open: boolean) => void;
  readonly headingLevel?: 2 | 3;
  /** the list shows the 100-character preview under a closed item */
  readonly showPreview?: boolean;
}

/** One question or article: its title opens the whole text; Close shuts it again. */
export function HelpItem({ entry, open, onToggle, headingLevel = 2, showPreview = true }: HelpItemProps) {
  const panel = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li css={item} data-help-item={entry.id}>
      <Heading>
        <button
          type="button"
          css={toggle}
          aria-expanded={open}
          aria-controls={open ? panel : undefined}
          onClick={() => onToggle(!open)}
        >
          <span>{itemTitle(entry)}</span>
          <Icon name={open ? 'chevron-up' : 'chevron-down'} />
        </button>
      </Heading>
      {open ? (
        <div id={panel} css={content}>
          {itemText(entry)
            .split(/\n{2,}/)
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          <div>
            <Button variant="secondary" size="sm" onClick={() => onToggle(false)}>
              <Trans>Close</Trans>
            </Button>
          </div>
        </div>
      ) : showPreview && entry.preview ? (
        <p css={preview}>{entry.preview}</p>
      ) : null}
    </li>
  );
}
