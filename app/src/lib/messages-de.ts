import type { Messages } from '@lingui/core';

// Every German catalogue in one chunk, so a page waits for one request rather than one per feature folder;
// the glob follows the folders as they move (decision 0060).
const modules = import.meta.glob<{ messages: Messages }>(
  ['../locales/de/messages.po', '../features/*/locales/de.po'],
  {
    eager: true,
  },
);

export const messages: Messages = Object.assign(
  {},
  ...Object.values(modules).map((module) => module.messages),
);
