import { request } from 'node:http';

/**
 * Asks the process itself for each client's sign-in page once, as it starts, before members do. A process draws
 * its first page in about 70 ms (the JIT, the build's files, the page caches) and each client's first one in
 * 10–20 ms, against 5–10 ms after: the first member after a deployment should not pay for that. The requests go
 * through the listening socket, so they warm the same path a member's does. Sequential, so a member arriving
 * meanwhile waits for at most one of them. The status of each page, in the order of `hosts`; 0 when a request
 * failed (the warm-up never stops the server).
 */
export async function warmUp(listening: { port: number; address: string }, hosts: readonly string[], path = '/login'): Promise<number[]> {
  // a server listening on every interface is reached on the loopback one
  const address = ['', '0.0.0.0', '::'].includes(listening.address) ? '127.0.0.1' : listening.address;
  const statuses: number[] = [];
  for (const host of hosts) statuses.push(await get(address, listening.port, host, path).catch(() => 0));
  return statuses;
}

function get(address: string, port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: address, port, path, headers: { host, 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error('warm-up timed out')));
    req.on('error', reject);
    req.end();
  });
}
