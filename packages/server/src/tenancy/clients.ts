import { findClientByHost, loadClients, formatProblem, publicManifest, type LoadedClient, type LoadOptions, type PublicManifest } from '@portal/manifest/load';
import { clientSetOf, type ClientSet } from './live-clients';

export type Client = LoadedClient;
export type { PublicManifest };
export { publicManifest };

/** Loads every valid client; problems are printed, as a broken client must not stop the others. */
export function loadServerClients(dir: string, log: (line: string) => void = console.warn, load?: LoadOptions): Client[] {
  const { clients, problems } = loadClients(dir, load);
  for (const problem of problems) log(`[clients] ${formatProblem(problem)}`);
  return clients;
}

export type HostMatch =
  | { readonly kind: 'client'; readonly client: Client }
  | { readonly kind: 'unknown'; readonly hostname: string };

const BARE_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function hostnameOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The client of a Host header. A bare host (localhost, an IP address, the base domain) falls back to
 * DEFAULT_CLIENT or the first client, so `http://localhost:3000/` works without a sub-domain.
 */
export function resolveClient(
  clients: readonly Client[],
  host: string | undefined,
  options: { readonly baseDomain: string; readonly defaultClient: string | null },
): HostMatch {
  const hostname = hostnameOf(host ?? '');
  const byHost = findClientByHost(clients, hostname);
  if (byHost) return { kind: 'client', client: byHost };
  const bare =
    hostname === '' ||
    BARE_HOSTS.has(hostname) ||
    hostname === options.baseDomain ||
    hostname === `www.${options.baseDomain}` ||
    /^[\d.]+$/.test(hostname) ||
    hostname.startsWith('[');
  if (bare) {
    const fallback = options.defaultClient
      ? clients.find((client) => client.id === options.defaultClient)
      : clients[0];
    if (fallback) return { kind: 'client', client: fallback };
  }
  return { kind: 'unknown', hostname };
}

/**
 * resolveClient, remembered per Host header for the clients of the set as they are now: the hot calls then skip
 * parsing the host. Only matches are kept, at most `max` of them, and forgotten when the set changes.
 */
export function clientResolver(
  clients: readonly Client[] | ClientSet,
  options: { readonly baseDomain: string; readonly defaultClient: string | null },
  max = 1024,
): (host: string | undefined) => HostMatch {
  const set = clientSetOf(clients);
  const byHost = new Map<string, HostMatch>();
  let version = set.version();
  return (host) => {
    if (version !== set.version()) {
      byHost.clear();
      version = set.version();
    }
    if (host === undefined) return resolveClient(set.list(), host, options);
    const known = byHost.get(host);
    if (known) return known;
    const match = resolveClient(set.list(), host, options);
    if (match.kind === 'client') {
      if (byHost.size >= max) byHost.clear();
      byHost.set(host, match);
    }
    return match;
  };
}

/** The origin a client's members use, for redirect URIs and the log line at start. */
export function clientOrigins(client: Client, publicOrigin: string): string[] {
  const url = new URL(publicOrigin);
  return client.manifest.subdomains.map((sub) => `${url.protocol}//${sub}.${url.host}`);
}
