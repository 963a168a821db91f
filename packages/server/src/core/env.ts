import type { Client } from '../tenancy/clients';
import type { CallHeaders } from './http';

/** Values the core's middleware puts on every request. */
export interface AppEnv {
  Variables: {
    requestId: string;
    client: Client;
    tls: boolean;
    /** the caller's address when known beforehand (a test's); otherwise the router asks the connection, only when a call needs it */
    ip: string | undefined;
    /** on a call path (`/application/*`): every header of a JSON reply, for core/reply.ts */
    replyHeaders: Readonly<Record<string, string>> | undefined;
    /** on a call path: the request headers a call reads, read once (core/http.ts) */
    callHeaders: CallHeaders | undefined;
    /** the reply core/reply.ts wrote with those headers */
    replied: Response;
  };
}
