import { chatSocketRoute } from './chat/socket';
import type { SocketRoute } from './realtime/sockets';
import { videoSocketRoute } from './video/socket';

/**
 * Every WebSocket route of the server, as handlers.ts lists every call: each domain adds its own (chat,
 * video signalling). The upgrade checks the Origin, the client and (auth 'session') the member first.
 */
export const socketRoutes: readonly SocketRoute[] = [chatSocketRoute, videoSocketRoute];
