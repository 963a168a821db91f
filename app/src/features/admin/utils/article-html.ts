const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the admin typed, as the article's HTML: markup is sent as written (the server keeps only what is safe),
 * plain text becomes a paragraph per block separated by an empty line, with single line breaks kept.
 */
export function articleHtml(text: string): string {
  if (/<[a-z!/]/i.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
