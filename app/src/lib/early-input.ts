/** Text the page's inline script saw typed into a drawn field before the app hydrated (pages.ts, EARLY_CLICKS). */
interface TypedText {
  readonly element: HTMLInputElement | HTMLTextAreaElement;
  /** the field's place under #root, child index by child index */
  readonly path: readonly number[];
  readonly value: string;
}

declare global {
  interface Window {
    /** stops watching typing and hands over what was typed; set by a drawn page's inline script */
    __portalEarlyInput?: () => TypedText[];
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

function isField(node: Element | null | undefined): node is Field {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;
}

/** The field at a typed field's place in the page as React drew it again, if it is the same kind of field. */
function foundAgain(root: Element, held: TypedText): Field | null {
  let node: Element | undefined = root;
  for (const index of held.path) node = node?.children[index];
  return isField(node) && node.tagName === held.element.tagName && node.type === held.element.type && node.name === held.element.name
    ? node
    : null;
}

/**
 * Hands the text typed before hydration to the fields' handlers, now that React answers (decision 0831). React
 * adopted the field with whatever it held, or set it back to the form's empty value; either way the form's state
 * never heard of the typing. So the field is set to the typed text again through the element's own value setter
 * (the one React's change tracking does not see, after a write through the tracked one so the two differ) and an
 * input event is sent: React calls the field's onChange as if the member had just typed, for react-hook-form's
 * register, a Controller and a plain useState alike. Called once, before the held taps are made again, so a submit
 * tapped after typing sends the text.
 */
export function replayEarlyInput(root: Element | null = document.getElementById('root')): void {
  const take = window.__portalEarlyInput;
  if (!take) return;
  delete window.__portalEarlyInput;
  for (const held of take()) {
    const field = held.element.isConnected ? held.element : root ? foundAgain(root, held) : null;
    if (!field || field.disabled || field.readOnly) continue;
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const setOwn = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setOwn) continue;
    // through React's tracker: what React believes the field holds is now something other than the typed text
    field.value = held.value === '' ? ' ' : '';
    setOwn.call(field, held.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
