import createCache from '@emotion/cache';
import { css, type SerializedStyles } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { describe, expect, it } from 'vitest';
import { pageColumn } from './page-styles';

/** The CSS emotion puts in the page for the given styles, as the browser gets it. */
const rules = (styles: SerializedStyles) => {
  const cache = createCache({ key: 'x', container: document.head });
  cache.insert('.page', styles, cache.sheet, true);
  const text = cache.sheet.tags.map((tag) => tag.textContent).join('');
  cache.sheet.flush();
  return text;
};

describe('pageColumn', () => {
  it('writes the rules the pages wrote by hand: grid, gap, width, room at the bottom, h1, h2 and paragraphs', () => {
    const byHand = css`
      display: grid;
      gap: ${theme.space[5]};
      max-width: 48rem;
      padding-bottom: ${theme.space[7]};
      & h1 {
        margin: 0;
        font-size: ${theme.font.size['3xl']};
      }
      & h2 {
        margin: 0;
        font-size: ${theme.font.size['2xl']};
      }
      & p {
        margin: 0;
      }
    `;
    expect(rules(pageColumn({ gap: 5, maxWidth: '48rem', h2: '2xl', flatParagraphs: true }))).toEqual(
      rules(byHand),
    );
  });

  it('leaves out the width, h2 and paragraph rules a page does not ask for', () => {
    const byHand = css`
      display: grid;
      gap: ${theme.space[4]};
      padding-bottom: ${theme.space[7]};
      & h1 {
        margin: 0;
        font-size: ${theme.font.size['3xl']};
      }
    `;
    expect(rules(pageColumn({ gap: 4 }))).toEqual(rules(byHand));
  });
});
