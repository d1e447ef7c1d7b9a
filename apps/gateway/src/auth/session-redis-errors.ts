import { Logger, ServiceUnavailableException } from '@nestjs/common';

const logger = new Logger('AdminSessionStore');
/** A session id as the store makes them (256 bits, base64url), wherever it appears in a text. */
const SESSION_ID = /[A-Za-z0-9_-]{43}/g;

/**
 * Runs a Redis command of the session store. An ioredis error carries the command and its
 * arguments (`command.args`, a transaction's `previousErrors`), so a session id, which is the
 * owner's key, would be written to the log with it. The error is logged as a new one made of
 * its name and message alone, any id in the message blotted out (docs/security.md), and the
 * request is a 503 that says what is away.
 */
export async function withoutSessionKeys<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    logger.error({ err: sessionStoreError(error) }, 'The session store failed');
    throw new ServiceUnavailableException('Owner sessions cannot be checked right now. Please try again shortly.');
  }
}

export function sessionStoreError(error: unknown): Error {
  const name = error instanceof Error ? error.name : 'Error';
  const message = (error instanceof Error ? error.message : String(error)).replace(SESSION_ID, '[session id]');
  const clean = new Error(message);
  clean.name = name;
  clean.stack = `${name}: ${message}`;
  return clean;
}
