import { request as httpRequest } from 'node:http';

/**
 * A request straight to one API process's port with a client's Host, as a load balancer would pass it on: for
 * tests with several processes (the harness's `request` only reaches its own). A JSON body is sent with the
 * Origin of the Host, as a browser sends it.
 */
export function requestAt(
  port: number,
  host: string,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
  cookie?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        agent: false,
        headers: {
          host,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: `http://${host}` } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
