import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MANIFEST_JSON_SCHEMA_FILE,
  manifestJsonSchemaText,
  SERVER_JSON_SCHEMA_FILE,
  serverJsonSchemaText,
} from './json-schema';
import { routeNames } from './routes';

describe('JSON Schema files for editors', () => {
  it('manifest.schema.json is up to date with schema.ts (run npm run gen -w @portal/manifest)', async () => {
    expect(readFileSync(MANIFEST_JSON_SCHEMA_FILE, 'utf8')).toBe(await manifestJsonSchemaText());
  });

  it('server.schema.json is up to date with server-schema.ts (run npm run gen -w @portal/manifest)', async () => {
    expect(readFileSync(SERVER_JSON_SCHEMA_FILE, 'utf8')).toBe(await serverJsonSchemaText());
  });

  it('lets an editor complete route names and reject unknown fields', async () => {
    const schema = JSON.parse(await manifestJsonSchemaText()) as {
      additionalProperties: boolean;
      required: string[];
      properties: Record<string, { items?: { enum?: string[] }; description?: string }>;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(
      expect.arrayContaining(['id', 'clientNumber', 'logos', 'permittedRoutes', 'legal']),
    );
    expect(schema.properties.permittedRoutes?.items?.enum).toEqual([...routeNames]);
    expect(schema.properties.skin?.description).toMatch(/skin number/);
  });
});
