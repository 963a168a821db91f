import type { Client } from '../tenancy/clients';

/** Values the core's middleware puts on every request. */
export interface AppEnv {
  Variables: {
    requestId: string;
    client: Client;
    tls: boolean;
    ip: string;
  };
}
