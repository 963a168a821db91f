/**
 * The whole clients check as lines of text, shared by `npm run clients:check` and `npm run client:new`.
 * The contrast gate lives in @portal/theme, which sits above this package, so it is passed in.
 */
import type { Manifest } from './schema';
import {
  clientFileLabel,
  formatProblem,
  loadClients,
  MANIFEST_FILE,
  type LoadedClient,
  type LoadOptions,
} from './load';

/** One failing colour pair, as @portal/theme's checkClientContrast reports it. */
export interface ContrastFailure {
  readonly pair: string;
  readonly ratio: number;
  readonly required: number;
  readonly suggestion?: string;
  /** the brand key the theme blames (brand.<key>), when a brand colour feeds the pair */
  readonly brandKey?: string;
}

export type ContrastChecker = (
  manifest: Manifest,
) => readonly ContrastFailure[] | Promise<readonly ContrastFailure[]>;

export interface CheckOptions {
  /** the contrast gate; when absent the report says it was not run */
  readonly contrast?: ContrastChecker;
  /** why the gate is absent, shown in the summary */
  readonly contrastUnavailable?: string;
  /** how the folders are read: the server's watch reuses the folders whose files did not change */
  readonly load?: LoadOptions;
}

export interface CheckReport {
  readonly clients: readonly LoadedClient[];
  /** one line per problem: clients/<id>/manifest.json: <field>: <problem> */
  readonly problems: readonly string[];
  readonly summary: string;
  readonly ok: boolean;
}

/**
 * Which semantic tokens each brand key feeds, in the order a failure is blamed on, for a checker that does not
 * name the key itself (@portal/theme names it: brandKey).
 */
const BRAND_TOKENS = [
  ['action', ['action.primary.bg', 'action.primary.hover']],
  ['accent', ['accent.bg', 'accent.text']],
  ['onAction', ['action.primary.text']],
] as const;

/** The brand field a failing pair should be fixed in; the skin itself when no brand colour feeds the pair. */
export function contrastField(manifest: Manifest, pair: string): string {
  const tokens = pair.split(/\s+on\s+/).map((token) => token.trim().replace(/^color\./, ''));
  for (const [key, fed] of BRAND_TOKENS) {
    if (
      manifest.brand[key] !== undefined &&
      tokens.some((token) => (fed as readonly string[]).includes(token))
    ) {
      return `brand.${key}`;
    }
  }
  return 'skin';
}

const ratioText = (ratio: number) => String(Math.floor(ratio * 100) / 100);

/** `clients/<id>/manifest.json: brand.<key>: <pair> contrast <ratio>:1 is below <required>:1 (try <suggestion>)` */
export function formatContrastFailure(id: string, manifest: Manifest, failure: ContrastFailure): string {
  const advice = failure.suggestion ? ` (try ${failure.suggestion})` : '';
  const message = `${failure.pair} contrast ${ratioText(failure.ratio)}:1 is below ${failure.required}:1${advice}`;
  const field = failure.brandKey ? `brand.${failure.brandKey}` : contrastField(manifest, failure.pair);
  return `${clientFileLabel(id, MANIFEST_FILE)}: ${field}: ${message}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Loads every client under clientsDir and runs every check, the contrast gate included. */
export async function checkClients(clientsDir: string, options: CheckOptions = {}): Promise<CheckReport> {
  const { clients, problems } = loadClients(clientsDir, options.load);
  const lines = problems.map(formatProblem);

  if (options.contrast) {
    for (const client of clients) {
      try {
        for (const failure of await options.contrast(client.manifest)) {
          lines.push(formatContrastFailure(client.id, client.manifest, failure));
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        lines.push(`${clientFileLabel(client.id, MANIFEST_FILE)}: brand: contrast check failed: ${reason}`);
      }
    }
  }

  const troubled = new Set(lines.map((line) => line.split(':')[0]!.split('/')[1] ?? line));
  const gate = options.contrast
    ? ''
    : ` (contrast not checked${options.contrastUnavailable ? `: ${options.contrastUnavailable}` : ''})`;

  if (lines.length > 0) {
    return {
      clients,
      problems: lines,
      ok: false,
      summary: `${plural(lines.length, 'problem')} in ${plural(troubled.size, 'client')}${gate}`,
    };
  }
  if (clients.length === 0) {
    return { clients, problems: lines, ok: false, summary: `no clients found in ${clientsDir}` };
  }
  return { clients, problems: lines, ok: true, summary: `${plural(clients.length, 'client')} OK${gate}` };
}
