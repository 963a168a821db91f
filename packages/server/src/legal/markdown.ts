/**
 * The Markdown of a client's legal texts (decision 0531) as the simple HTML the legal pages show: headings,
 * paragraphs, lists, emphasis and links. Everything else is text: raw HTML is escaped, and a link goes only to an
 * http(s) or mailto address.
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SAFE_LINK = /^(https?:\/\/|mailto:)[^\s"]+$/i;

/** One line's inline Markdown: `code`, **strong**, *em* or _em_, [text](url), backslash escapes. */
export function inlineHtml(text: string): string {
  const escapes: string[] = [];
  // the two private-use characters below mark what is set aside; a text's own are dropped
  text = text.replace(/[\uE000\uE001]/g, '');
  // a backslash escape keeps its character as text, whatever it means elsewhere
  let source = text.replace(/\\([\\`*_[\]()#<>!-])/g, (_all, ch: string) => `\uE000${escapes.push(ch) - 1}\uE000`);
  const codes: string[] = [];
  source = source.replace(/`([^`]+)`/g, (_all, code: string) => `\uE001${codes.push(code) - 1}\uE001`);
  let html = escapeHtml(source);
  html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (all, label: string, href: string) => {
    const url = href.replace(/&amp;/g, '&');
    return SAFE_LINK.test(url) ? `<a href="${escapeHtml(url)}">${label}</a>` : all;
  });
  html = html.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  html = html.replace(/(^|[^\w*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  html = html.replace(/(^|[^\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>');
  html = html.replace(/\uE001(\d+)\uE001/g, (_all, index: string) => `<code>${escapeHtml(codes[Number(index)]!)}</code>`);
  return html.replace(/\uE000(\d+)\uE000/g, (_all, index: string) => escapeHtml(escapes[Number(index)]!));
}

/** The document's HTML and its title (the first level-one heading, else the fallback). */
export function markdownToHtml(markdown: string, fallbackTitle: string): { title: string; html: string } {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  let title: string | null = null;
  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${inlineHtml(paragraph.join(' '))}</p>`);
    paragraph = [];
    if (list) out.push(`<${list.tag}>${list.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const heading = /^(#{1,4})\s+(.*?)\s*#*$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (line.trim() === '') {
      flush();
    } else if (heading) {
      flush();
      const level = heading[1]!.length;
      if (level === 1 && title === null) title = heading[2]!;
      out.push(`<h${level}>${inlineHtml(heading[2]!)}</h${level}>`);
    } else if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol';
      if (paragraph.length > 0 || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s+\S/.test(raw)) {
      // a wrapped list item
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  const plainTitle = title === null ? fallbackTitle : inlineHtml(title).replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
  return { title: plainTitle, html: out.join('\n') };
}
