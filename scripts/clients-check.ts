/**
 * npm run clients:check — validates every clients/<id>/ (manifest, server settings, logos, cross-client
 * uniqueness) and runs the brand-colour contrast gate. One line per problem, exit 1 on any.
 * CLIENTS_DIR overrides the folder (tests use a temporary one).
 *
 * With DATABASE_URL or DATA_DIR set, it also reads the brands employer admins published (runtime theme packs,
 * issue 14) and names each override; `--export <client>` prints the client's live brand as a JSON patch of its
 * manifest.json plus the uploaded logo files, for implementation staff to commit.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkClients, type ContrastChecker } from '@portal/manifest/check';

export interface ContrastGate {
  readonly checker?: ContrastChecker;
  /** why the gate is not there yet: the theme package has no contrast module or function */
  readonly unavailable?: string;
  /** the module exists but failed to load: a real failure, not a missing piece */
  readonly error?: string;
}

/** Loads checkClientContrast from @portal/theme/contrast if that package provides it. */
export async function loadContrastGate(specifier = '@portal/theme/contrast'): Promise<ContrastGate> {
  let module: Record<string, unknown>;
  try {
    // a computed specifier, so the typecheck does not depend on the theme package being finished
    module = (await import(specifier)) as Record<string, unknown>;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: unknown }).code;
    const missing =
      (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') &&
      /contrast|@portal\/theme/.test(message.split(' imported from ')[0] ?? message);
    return missing ? { unavailable: `${specifier} not found` } : { error: message.split('\n')[0] ?? message };
  }
  const checker = module.checkClientContrast;
  if (typeof checker !== 'function') return { unavailable: `${specifier} has no checkClientContrast` };
  return { checker: checker as ContrastChecker };
}

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

const console_: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Runs the check and prints it; returns the exit code. */
export async function runClientsCheck(clientsDir: string, output: Output = console_): Promise<number> {
  const gate = await loadContrastGate();
  if (gate.error) {
    output.err(`packages/theme/src/contrast.ts: (module): failed to load: ${gate.error}`);
    return 1;
  }
  const report = await checkClients(clientsDir, {
    contrast: gate.checker,
    contrastUnavailable: gate.unavailable,
  });
  for (const line of report.problems) output.err(line);
  (report.ok ? output.out : output.err)(report.summary);
  return report.ok ? 0 : 1;
}

/** The published brands of the database the server uses; exit 1 when `--export` names a client with none. */
export async function runPublishedBrands(clientsDir: string, exportClient: string | null, output: Output = console_): Promise<number> {
  const [{ loadClients }, { loadConfig }, { readPublishedBrands }] = await Promise.all([
    import('@portal/manifest/load'),
    import('@portal/server/config'),
    import('@portal/server/tenancy/brand-export'),
  ]);
  const manifests = loadClients(clientsDir).clients.map((client) => client.manifest);
  const config = loadConfig();
  const { lines, exported } = await readPublishedBrands(manifests, { databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }, exportClient);
  if (exportClient !== null) {
    if (!exported) {
      output.err(`${exportClient}: no published brand to export`);
      return 1;
    }
    output.out(JSON.stringify(exported, null, 2));
    return 0;
  }
  for (const line of lines) output.out(line);
  output.out(lines.length ? `${lines.length} published brand override(s)` : 'no published brand overrides');
  return 0;
}

export function clientsDirFromEnv(): string {
  return resolve(process.env.CLIENTS_DIR || 'clients');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const exportAt = process.argv.indexOf('--export');
  const exportClient = exportAt === -1 ? null : (process.argv[exportAt + 1] ?? '');
  const withDatabase = exportClient !== null || Boolean(process.env.DATABASE_URL || process.env.DATA_DIR);
  (exportClient !== null
    ? runPublishedBrands(clientsDirFromEnv(), exportClient)
    : runClientsCheck(clientsDirFromEnv()).then(async (code) => (withDatabase ? Math.max(code, await runPublishedBrands(clientsDirFromEnv(), null)) : code))
  ).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`clients:check: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
