import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerSettings } from './server-schema';

/** One server-only value that must never appear in anything a browser can load. */
export interface Secret {
  readonly client: string;
  readonly kind: 'access code' | 'oidc client secret' | 'alternative-login client identifier' | 'sso audience';
  readonly value: string;
}

export interface SecretLeak {
  readonly file: string;
  readonly client: string;
  readonly kind: Secret['kind'];
}

/** Every secret of every client's server.json. */
export function secretsOf(clients: ReadonlyArray<{ id: string; server: ServerSettings }>): Secret[] {
  return clients.flatMap(({ id, server }) => [
    ...server.accessCodes.map((value) => ({ client: id, kind: 'access code' as const, value })),
    { client: id, kind: 'oidc client secret' as const, value: server.oidc.clientSecret },
    ...(server.alternativeLogin
      ? [{ client: id, kind: 'alternative-login client identifier' as const, value: server.alternativeLogin.clientIdentifier }]
      : []),
  ]);
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Searches every file under the given folders for every secret, case-insensitively (a bundler may
 * lower-case a string). Binary files are searched as Latin-1 text, which keeps ASCII secrets findable.
 */
export function findSecretLeaks(dirs: readonly string[], secrets: readonly Secret[]): SecretLeak[] {
  const needles = secrets.filter((s) => s.value.length >= 6).map((s) => ({ ...s, lower: s.value.toLowerCase() }));
  const leaks: SecretLeak[] = [];
  for (const dir of dirs) {
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const file of filesUnder(dir)) {
      const text = readFileSync(file).toString('latin1').toLowerCase();
      for (const secret of needles) {
        if (text.includes(secret.lower)) leaks.push({ file, client: secret.client, kind: secret.kind });
      }
    }
  }
  return leaks;
}
