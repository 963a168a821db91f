import type { Client } from '../tenancy/clients';

/** Values the core's middleware puts on every request. */
export interface AppEnv {
  Variables: {
    requestId: string;
    client: Client;
    tls: boolean;
    ip: string;
    /** on a call path (`/application/*`): every header of a JSON reply, for core/reply.ts */
    replyHeaders: Readonly<Record<string, string>> | undefined;
    /** the reply core/reply.ts wrote with those headers */
    replied: Response;
  };
}
