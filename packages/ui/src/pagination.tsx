import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { Button } from './button';
import { Icon } from './icon';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation, e.g. 'Results pages'. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The status text, e.g. (2, 5) => 'Page 2 of 5'. */
  status: (page: number, pageCount: number) => string;
}

const nav = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  font-family: ${theme.font.family.body};
  color: ${theme.color.text.default};
`;

const statusStyle = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;

/** 'Page X of Y' between Previous and Next. */
export function Pagination({ page, pageCount, onPageChange, label, previousLabel, nextLabel, status }: PaginationProps) {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  return (
    <nav aria-label={label} css={nav}>
      <Button variant="secondary" disabled={current <= 1} onClick={() => onPageChange(current - 1)} iconStart={<Icon name="chevron-left" size={18} />}>
        {previousLabel}
      </Button>
      <p css={statusStyle} aria-live="polite">
        {status(current, count)}
      </p>
      <Button variant="secondary" disabled={current >= count} onClick={() => onPageChange(current + 1)} iconEnd={<Icon name="chevron-right" size={18} />}>
        {nextLabel}
      </Button>
    </nav>
  );
}
