import { clients } from './theme-packs';

/** The skins some client uses, in order: what members see, so what Chromatic and the visual tests snapshot. */
export const skinsInUse: string[] = [...new Set(clients.map((client) => String(client.skin)))].sort((a, b) => Number(a) - Number(b));

/**
 * Chromatic modes: one snapshot of each story per skin in use, named after the skin and its clients. Mode values
 * are globals (see preview.tsx). A page's German story brings its language along (story globals), so each mode
 * snapshots the page in German too.
 */
export const skinModes: Record<string, { skin: string }> = Object.fromEntries(
  skinsInUse.map((skin) => {
    const names = clients.filter((client) => String(client.skin) === skin).map((client) => client.id);
    return [`skin ${skin} (${names.join(', ')})`, { skin }];
  }),
);
