/** Socket errors that mean the server is away (refused, reset, unreachable, not resolved), not that a query is wrong. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * SQLSTATEs of a server that is away or on its way down or up: class 08 (connection exception),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123])$/;
/** What node-postgres says when the connection ends under it or never opens in time. */
const CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error says PostgreSQL cannot be reached right now, rather than that the request or
 * the code is wrong: the service answers UNAVAILABLE (a 503 at the gateway) and works again as
 * soon as the pool gets a connection (docs/decisions.md, D-99). TypeORM wraps a query's error in
 * `driverError`; a failed connect comes as it is.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const driverError = (error as { driverError?: unknown } | null)?.driverError;
  return [error, driverError].some((candidate) => {
    if (typeof candidate !== 'object' || candidate === null) return false;
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
  });
}

/** What ioredis throws for a command it cannot send while the connection is down and nothing is queued. */
const REDIS_AWAY_MESSAGES = new Set(["Stream isn't writeable and enableOfflineQueue options is false", 'Connection is closed.']);

/**
 * Whether an error says Redis cannot be reached right now: a command refused at once (no
 * offline queue) or given up after its retries. The caller answers 503, and the next request
 * after Redis is back works (docs/decisions.md, D-99).
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'MaxRetriesPerRequestError' || REDIS_AWAY_MESSAGES.has(error.message);
}
