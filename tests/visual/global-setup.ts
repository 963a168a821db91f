import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../storybook-static');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/** Serves storybook-static on a free port and hands its address to the tests through VISUAL_BASE_URL. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(root, 'index.json'))) {
    throw new Error('storybook-static is missing: run `npm run build-storybook` first (npm run test:visual does).');
  }
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    // Vite's assets carry a content hash: the browser keeps them, so each test's page reads them from its cache.
    const immutable = path.startsWith('/assets/') || path.startsWith('/sb-') || extname(file) === '.woff2';
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  process.env.VISUAL_BASE_URL = `http://127.0.0.1:${port}`;
  return () => new Promise<void>((done) => server.close(() => done()));
}
