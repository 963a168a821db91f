import type { Messages } from '@lingui/core';

// Every German catalogue merged, for Storybook (.storybook/app-decorator.tsx), which renders any page at once; the
// app loads the shared catalogue and each feature's with the feature's code instead (src/lib/i18n.ts, decision
// 0650). The glob follows the folders as they move.
const modules = import.meta.glob<{ messages: Messages }>(
  ['../locales/de/messages.po', '../features/*/locales/de.po', '../components/*/locales/de.po'],
  {
    eager: true,
  },
);

export const messages: Messages = Object.assign(
  {},
  ...Object.values(modules).map((module) => module.messages),
);
