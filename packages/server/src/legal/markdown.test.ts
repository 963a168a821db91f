import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('makes headings, paragraphs, lists, emphasis and links, and takes the title from the first heading', () => {
    const { title, html } = markdownToHtml(
      '# Terms & Conditions\n\nThese terms apply to **you**,\nand *only* you.\n\n## Sessions\n\n- cancel any time\n- refunds in 10 days\n\n1. first\n2. second\n\nWrite to [help@acme.example](mailto:help@acme.example).\n',
      'Terms',
    );
    expect(title).toBe('Terms & Conditions');
    expect(html).toBe(
      [
        '<h1>Terms &amp; Conditions</h1>',
        '<p>These terms apply to <strong>you</strong>, and <em>only</em> you.</p>',
        '<h2>Sessions</h2>',
        '<ul><li>cancel any time</li><li>refunds in 10 days</li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<p>Write to <a href="mailto:help@acme.example">help@acme.example</a>.</p>',
      ].join('\n'),
    );
  });

  it('escapes raw HTML and keeps links to anything but http(s) and mailto as text', () => {
    const { title, html } = markdownToHtml('<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>', 'Privacy Policy');
    expect(title).toBe('Privacy Policy');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href=');
    expect(html).toContain('&lt;script&gt;');
  });
});
