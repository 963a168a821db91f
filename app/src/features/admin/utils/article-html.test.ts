import { describe, expect, it } from 'vitest';
import { articleHtml } from './article-html';

describe('articleHtml', () => {
  it('makes paragraphs of plain text, escaping what looks like markup only by accident', () => {
    expect(articleHtml('First line\nsecond line\n\n  Then 3 > 2 & done  \n\n')).toBe('<p>First line<br>second line</p><p>Then 3 &gt; 2 &amp; done</p>');
  });

  it('sends markup as written, for the server to sanitise', () => {
    expect(articleHtml('<h2>Hi</h2><p>there</p>')).toBe('<h2>Hi</h2><p>there</p>');
  });
});
