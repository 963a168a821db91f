import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

type Space = keyof typeof theme.space;
type FontSize = keyof typeof theme.font.size;

/**
 * A page's column, as most pages lay themselves out: a grid of parts with the given gap, an optional width limit,
 * room at the bottom, the title (h1) at the page-title size with no margin, optionally the section headings (h2)
 * at a given size with no margin, and optionally paragraphs with no margin. A page adds its own rules after it.
 */
export function pageColumn({
  gap,
  maxWidth,
  h2,
  flatParagraphs = false,
}: {
  readonly gap: Space;
  readonly maxWidth?: string;
  readonly h2?: FontSize;
  readonly flatParagraphs?: boolean;
}) {
  return css`
    display: grid;
    gap: ${theme.space[gap]};
    ${maxWidth === undefined ? '' : `max-width: ${maxWidth};`}
    padding-bottom: ${theme.space[7]};
    & h1 {
      margin: 0;
      font-size: ${theme.font.size['3xl']};
    }
    ${h2 === undefined ? '' : `& h2 { margin: 0; font-size: ${theme.font.size[h2]}; }`}
    ${flatParagraphs ? '& p { margin: 0; }' : ''}
  `;
}

/**
 * A list of cards in a grid, as many columns as fit at the given smallest width: no list margin, padding or
 * markers. A list adds its own rules after it.
 */
export function cardGrid({ min, gap = 4, repeat = 'auto-fill' }: { readonly min: string; readonly gap?: Space; readonly repeat?: 'auto-fill' | 'auto-fit' }) {
  return css`
    display: grid;
    grid-template-columns: repeat(${repeat}, minmax(${min}, 1fr));
    gap: ${theme.space[gap]};
    margin: 0;
    padding: 0;
    list-style: none;
  `;
}

/**
 * A box outlined on the raised surface, as the coaching and booking pages draw their cards and tiles: its parts on
 * a grid `gap` apart. A box adds its own rules after it.
 */
export function outlinedBox({ gap, padding = 4 }: { readonly gap: Space; readonly padding?: Space }) {
  return css`
    display: grid;
    gap: ${theme.space[gap]};
    padding: ${theme.space[padding]};
    border: ${theme.borderWidth.default} solid ${theme.color.border.default};
    border-radius: ${theme.radius.card};
    background: ${theme.color.surface.raised};
  `;
}

/** A list with no margin, padding or markers, its items on a grid `gap` apart. A list adds its own rules after it. */
export function plainList(gap: Space) {
  return css`
    display: grid;
    gap: ${theme.space[gap]};
    margin: 0;
    padding: 0;
    list-style: none;
  `;
}

/** The skin's focus ring, for keyboard focus only, on an element the app draws itself. */
export const focusRing = css`
  &:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

/** A table on a card: rows ruled off, cells padded and aligned to the start. A table adds its own rules after it. */
export const cardTable = css`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.surface.raised};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  & th,
  & td {
    padding: ${theme.space[3]} ${theme.space[4]};
    text-align: left;
    border-bottom: ${theme.borderWidth.default} solid ${theme.color.border.default};
  }
`;

/**
 * A section of a page: its parts on a grid `gap` apart, its heading (h2) at the section size with no margin, and
 * optionally paragraphs with no margin. A section adds its own rules after it.
 */
export function sectionColumn({ gap = 4, flatParagraphs = false }: { readonly gap?: Space; readonly flatParagraphs?: boolean } = {}) {
  return css`
    display: grid;
    gap: ${theme.space[gap]};
    & h2 {
      margin: 0;
      font-size: ${theme.font.size.xl};
    }
    ${flatParagraphs ? '& p { margin: 0; }' : ''}
  `;
}

/** A page's column centred at `maxWidth`, its parts on a grid `gap` apart (the account and events pages). */
export function centredColumn(maxWidth: string, gap: Space = 5) {
  return css`
    max-width: ${maxWidth};
    margin: 0 auto;
    display: grid;
    gap: ${theme.space[gap]};
  `;
}

/** A page title (h1) at the compact size, with no margin, on the pages laid out by centredColumn and short messages. */
export const compactTitle = css`
  margin: 0;
  font-size: ${theme.font.size['2xl']};
`;

/** A card raised off the page by its shadow, as the Card component draws one: its parts on a grid `gap` apart. */
export function raisedCard({ gap, padding }: { readonly gap: Space; readonly padding: Space }) {
  return css`
    display: grid;
    gap: ${theme.space[gap]};
    padding: ${theme.space[padding]};
    border-radius: ${theme.radius.card};
    background: ${theme.color.surface.raised};
    box-shadow: ${theme.shadow.card};
  `;
}

/** A description list of facts: each term (dt) in a column of its own, beside its value (dd). */
export const factList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
