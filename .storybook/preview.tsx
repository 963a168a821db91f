import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useGlobals } from 'storybook/preview-api';
import { skinModes } from './modes';
import { allThemeCss, clients, findClient, NO_CLIENT, skins } from './theme-packs';

const STYLE_ID = 'portal-theme-packs';

function ensureThemeStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${allThemeCss}
html, body { background: var(--color-surface-page); color: var(--color-text-default); font-family: var(--font-family-body, system-ui, sans-serif); }
`;
  document.head.append(style);
}

// PascalCase so the hooks lint treats it as the component Storybook renders it as.
const SkinAndClientDecorator: Decorator = (Story, context) => {
  const [globals, updateGlobals] = useGlobals();
  const clientId = String(globals.client ?? NO_CLIENT);
  const client = findClient(clientId);
  const skin = String(globals.skin ?? '0');

  // Picking a client brings its skin and its members' first language along (languages without a catalogue read
  // English, as in the app); both can still be changed afterwards to compare.
  useEffect(() => {
    if (!client) return;
    const locale = client.defaultLanguage === 'de' ? 'de' : 'en';
    if (String(client.skin) !== skin || globals.locale !== locale) updateGlobals({ skin: String(client.skin), locale });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId]);

  ensureThemeStyles();
  const root = document.documentElement;
  root.dataset.skin = skin;
  if (client) root.dataset.client = client.id;
  else delete root.dataset.client;

  const fullscreen = context.parameters.layout === 'fullscreen';
  return (
    <div
      data-skin={skin}
      data-client={client?.id}
      style={{
        background: 'var(--color-surface-page)',
        color: 'var(--color-text-default)',
        fontFamily: 'var(--font-family-body, system-ui, sans-serif)',
        minHeight: fullscreen ? '100vh' : undefined,
        padding: fullscreen ? 0 : 16,
      }}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [SkinAndClientDecorator],
  tags: ['autodocs'],
  globalTypes: {
    client: {
      description: 'Client (sets its skin)',
      toolbar: {
        title: 'Client',
        icon: 'user',
        dynamicTitle: true,
        items: [
          { value: NO_CLIENT, title: 'No client (skin only)' },
          ...clients.map((client) => ({ value: client.id, title: `${client.name} (skin ${client.skin})` })),
        ],
      },
    },
    locale: {
      description: 'Language of the app stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
        ],
      },
    },
    skin: {
      description: 'Skin',
      toolbar: {
        title: 'Skin',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: skins.map((skin) => ({ value: skin, title: `Skin ${skin}` })),
      },
    },
  },
  initialGlobals: { client: NO_CLIENT, skin: '0', locale: 'en' },
  parameters: {
    layout: 'padded',
    // every story once per skin a client uses (README: Storybook, for the number of snapshots a run takes)
    chromatic: { modes: skinModes },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Fail the a11y panel (and test runs that read it) on violations rather than only listing them.
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
};

export default preview;
