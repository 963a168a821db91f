/**
 * npm run clients:check — validates every clients/<id>/ (manifest, server settings, logos, cross-client
 * uniqueness) and runs the brand-colour contrast gate. One line per problem, exit 1 on any.
 * CLIENTS_DIR overrides the folder (tests use a temporary one).
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

export function clientsDirFromEnv(): string {
  return resolve(process.env.CLIENTS_DIR || 'clients');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runClientsCheck(clientsDirFromEnv()).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`clients:check: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
