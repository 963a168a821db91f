/**
 * Emits manifest.schema.json and server.schema.json from the valibot schemas, so editors complete
 * and check client files through their "$schema" reference. Run: npm run gen -w @portal/manifest
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import { format, resolveConfig } from 'prettier';
import { manifestSchema } from './schema';
import { serverSettingsSchema } from './server-schema';

export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_JSON_SCHEMA_FILE = join(PACKAGE_DIR, 'manifest.schema.json');
export const SERVER_JSON_SCHEMA_FILE = join(PACKAGE_DIR, 'server.schema.json');

async function render(
  schema: Parameters<typeof toJsonSchema>[0],
  file: string,
  title: string,
  description: string,
): Promise<string> {
  // typeMode input: editors check what people type, where optional fields with defaults may be left out
  const { $schema, ...body } = toJsonSchema(schema, { typeMode: 'input', errorMode: 'throw' });
  // formatted like the repository's other JSON, so format:check and the up-to-date test agree
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify({ $schema, title, description, ...body }), { ...options, filepath: file });
}

/** The text of manifest.schema.json. */
export function manifestJsonSchemaText(): Promise<string> {
  return render(
    manifestSchema,
    MANIFEST_JSON_SCHEMA_FILE,
    'Client manifest',
    'clients/<id>/manifest.json of the wellbeing portal. Public: it is sent to the browser, so secrets go in server.json. Generated from packages/manifest/src/schema.ts.',
  );
}

/** The text of server.schema.json. */
export function serverJsonSchemaText(): Promise<string> {
  return render(
    serverSettingsSchema,
    SERVER_JSON_SCHEMA_FILE,
    'Client server settings',
    'clients/<id>/server.json of the wellbeing portal: server-only secrets, never sent to a browser. Generated from packages/manifest/src/server-schema.ts.',
  );
}

/** Writes both JSON Schema files into the package folder. */
export async function writeJsonSchemas(): Promise<string[]> {
  writeFileSync(MANIFEST_JSON_SCHEMA_FILE, await manifestJsonSchemaText());
  writeFileSync(SERVER_JSON_SCHEMA_FILE, await serverJsonSchemaText());
  return [MANIFEST_JSON_SCHEMA_FILE, SERVER_JSON_SCHEMA_FILE];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  for (const file of await writeJsonSchemas()) console.log(`wrote ${file}`);
}
