/**
 * Whether an error means the database cannot be reached right now (issue 33 item 3): PostgreSQL restarting or shut
 * down, a connection cut or refused, the pool unable to connect in time. A call that meets one answers 503 with
 * UNAVAILABLE_MESSAGE and Retry-After instead of 500: nothing is wrong with the call, and asking again in a few
 * seconds succeeds once the database is back (the pool makes new connections by itself).
 */
export const UNAVAILABLE_MESSAGE = 'The portal is briefly unavailable. Please try again in a moment.';
/** seconds a client should wait before asking again */
export const UNAVAILABLE_RETRY_AFTER = 5;

/** SQLSTATE classes and codes of a lost or refused connection: 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up). */
const UNAVAILABLE_CODES = /^(08\d\d\d|57P0[1-3])$/;
const UNAVAILABLE_SYSTEM = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
/** node-postgres reports a cut connection and a connect timeout by message only */
const UNAVAILABLE_TEXT = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error as its cause
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_SYSTEM.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  }
  return false;
}
