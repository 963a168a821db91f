import { describe, expect, it } from 'vitest';
import { decodeLegalText } from './decode-legal-text';

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('legal text decoding', () => {
  it('decodes base64 UTF-8 and removes script', () => {
    const html = decodeLegalText(base64('<h1>Datenschutzrichtlinie</h1><p>Größe</p><script>alert(1)</script><img src=x onerror="alert(1)">'));
    expect(html).toContain('<h1>Datenschutzrichtlinie</h1>');
    expect(html).toContain('Größe');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onerror');
  });

  it('falls back to the text as sent, with plain text as paragraphs', () => {
    expect(decodeLegalText('<p>Already HTML</p>')).toBe('<p>Already HTML</p>');
    expect(decodeLegalText('First part.\n\nSecond & last.')).toBe('<p>First part.</p><p>Second &amp; last.</p>');
  });
});
