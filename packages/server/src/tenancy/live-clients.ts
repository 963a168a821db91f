import type { Client } from './clients';

/**
 * The clients a process serves now. They change while it runs (decision 0530): in development when a folder under
 * clients/ changes, in production when `npm run clients:publish` publishes a release. Whatever keeps something made
 * of the clients (a resolver's memory of hosts, the identity provider's registrations) asks `version()` or listens.
 */
export interface ClientSet {
  list(): readonly Client[];
  find(id: string): Client | undefined;
  /** counts the changes: equal versions, same clients */
  version(): number;
  /** `listener` hears every change after it happened; returns the unsubscribe */
  onChange(listener: () => void): () => void;
}

/** A set that changes when told to: the one the server holds. */
export class LiveClients implements ClientSet {
  private clients: readonly Client[];
  private byId: ReadonlyMap<string, Client>;
  private changes = 0;
  private readonly listeners = new Set<() => void>();

  constructor(clients: readonly Client[]) {
    this.clients = clients;
    this.byId = new Map(clients.map((client) => [client.id, client]));
  }

  list(): readonly Client[] {
    return this.clients;
  }

  find(id: string): Client | undefined {
    return this.byId.get(id);
  }

  version(): number {
    return this.changes;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Serves `clients` from now on. */
  replace(clients: readonly Client[]): void {
    this.clients = clients;
    this.byId = new Map(clients.map((client) => [client.id, client]));
    this.changes += 1;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        console.error('[clients] a listener of the client set failed:', error);
      }
    }
  }
}

/** A list for callers that hand a fixed one (tests, scripts), or the set itself. */
export function clientSetOf(clients: readonly Client[] | ClientSet): ClientSet {
  return isClientSet(clients) ? clients : new LiveClients(clients);
}

function isClientSet(clients: readonly Client[] | ClientSet): clients is ClientSet {
  return typeof (clients as ClientSet).list === 'function';
}
