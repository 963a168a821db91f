/**
 * npm run client:new -- <id> --skin <n> [--name "Display Name"]
 * Creates clients/<id>/ with a valid manifest, a fresh access code and placeholder logos, then checks all clients.
 * CLIENTS_DIR overrides the folder (tests use a temporary one).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientIdError, parseSkin, scaffoldClient, ScaffoldError } from '@portal/manifest/scaffold';
import { clientsDirFromEnv, runClientsCheck, type Output } from './clients-check';

/**
 * Where the development server is (or will be) reached: PUBLIC_ORIGIN or PORT when set, else the server
 * running on this DATA_DIR (it records its port, running-record.ts), else the server's default.
 */
export async function developmentOrigin(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ origin: string; running: boolean }> {
  const [{ loadConfig }, { readRunningRecord }] = await Promise.all([
    import('@portal/server/config'),
    import('@portal/server/running-record'),
  ]);
  const config = loadConfig(env);
  if (env.PUBLIC_ORIGIN || env.PORT) return { origin: config.publicOrigin, running: false };
  const record = readRunningRecord(config.dataDir);
  return record
    ? { origin: record.publicOrigin, running: true }
    : { origin: config.publicOrigin, running: false };
}

/** A client's address on an origin: its subdomain in front of the host, `http://blue-river.localhost:4123/`. */
export function clientUrl(origin: string, subdomain: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${subdomain}.${url.host}/`;
}

export const USAGE = 'usage: npm run client:new -- <id> --skin <0..32> [--name "Display Name"]';

export interface NewClientArgs {
  readonly id: string;
  readonly skin: number;
  readonly name?: string;
}

/** The arguments, or a one-line reason why they are wrong. */
export function parseArgs(argv: readonly string[]): NewClientArgs | string {
  const positional: string[] = [];
  const flags = new Map<string, string | undefined>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (key !== 'skin' && key !== 'name') return `unknown option --${key}; ${USAGE}`;
      const value = inline ?? argv[i + 1];
      if (inline === undefined) i++;
      flags.set(key, value);
    } else positional.push(arg);
  }
  if (positional.length !== 1)
    return positional.length === 0 ? USAGE : `expected one client id, got ${positional.join(' ')}; ${USAGE}`;
  const idProblem = clientIdError(positional[0]!);
  if (idProblem) return idProblem;
  if (!flags.has('skin')) return `--skin is required; ${USAGE}`;
  const skin = parseSkin(flags.get('skin'));
  if (typeof skin === 'string') return skin;
  const name = flags.get('name');
  return { id: positional[0]!, skin, ...(name ? { name } : {}) };
}

const console_: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Creates the client, checks all clients and prints the next steps; returns the exit code. */
export async function runClientNew(
  argv: readonly string[],
  clientsDir: string,
  output: Output = console_,
): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    output.err(`client:new: ${args}`);
    return 1;
  }
  let created;
  try {
    created = await scaffoldClient(clientsDir, args);
  } catch (error) {
    if (error instanceof ScaffoldError) {
      output.err(`client:new: ${error.message}`);
      return 1;
    }
    throw error;
  }
  output.out(`created ${created.files.join(', ')}`);
  output.out(
    `access code: ${created.accessCode} (server-only, kept in clients/${args.id}/server.json; give it to the client's contact)`,
  );
  const code = await runClientsCheck(clientsDir, output);
  if (code !== 0) {
    output.err(
      `client:new: clients/${args.id} was created, but the check above found problems; fix them and run npm run clients:check`,
    );
    return code;
  }
  output.out('next steps:');
  output.out(
    `  1. edit clients/${args.id}/manifest.json: name, brand colours, permitted routes, support contacts (your editor completes fields from its $schema)`,
  );
  output.out(`  2. replace clients/${args.id}/logo-light.svg and logo-dark.svg with the client's artwork`);
  output.out('  3. npm run clients:check');
  const { origin } = await developmentOrigin();
  output.out(`  4. npm run build:themes && npm start, then open ${clientUrl(origin, args.id)}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runClientNew(process.argv.slice(2), clientsDirFromEnv()).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`client:new: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
