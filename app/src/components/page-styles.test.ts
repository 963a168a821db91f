import createCache from '@emotion/cache';
import { css, type SerializedStyles } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { describe, expect, it } from 'vitest';
import { cardGrid, pageColumn } from './page-styles';

/** The CSS emotion puts in the page for the given styles, as the browser gets it. */
const rules = (styles: SerializedStyles) => {
  const cache = createCache({ key: 'x', container: document.head });
  cache.insert('.page', styles, cache.sheet, true);
  const text = cache.sheet.tags.map((tag) => tag.textContent).join('');
  cache.sheet.flush();
  return text;
};

/* The expected rules are written on one line each, as the pages wrote them on several. */
describe('pageColumn', () => {
  it('writes the rules the pages wrote by hand: grid, gap, width, room at the bottom, h1, h2 and paragraphs', () => {
    const byHand = css`
      display: grid; gap: ${theme.space[5]}; max-width: 48rem; padding-bottom: ${theme.space[7]};
      & h1 { margin: 0; font-size: ${theme.font.size['3xl']}; }
      & h2 { margin: 0; font-size: ${theme.font.size['2xl']}; }
      & p { margin: 0; }
    `;
    expect(rules(pageColumn({ gap: 5, maxWidth: '48rem', h2: '2xl', flatParagraphs: true }))).toEqual(rules(byHand));
  });

  it('leaves out the width, h2 and paragraph rules a page does not ask for', () => {
    const byHand = css`
      display: grid; gap: ${theme.space[4]}; padding-bottom: ${theme.space[7]};
      & h1 { margin: 0; font-size: ${theme.font.size['3xl']}; }
    `;
    expect(rules(pageColumn({ gap: 4 }))).toEqual(rules(byHand));
  });
});

describe('cardGrid', () => {
  it("writes the card lists' rules: a grid of columns at least the given width, without list margin, padding or markers", () => {
    const byHand = css`
      display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: ${theme.space[3]};
      margin: 0; padding: 0; list-style: none;
    `;
    expect(rules(cardGrid({ min: '14rem', gap: 3, repeat: 'auto-fit' }))).toEqual(rules(byHand));
  });
});
