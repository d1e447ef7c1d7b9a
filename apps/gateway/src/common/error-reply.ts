import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpErrorBody } from '@stagelink/contracts';

export type ErrorBody = HttpErrorBody & { requestId?: string };

/**
 * The one way an error body is made: `{ statusCode, error, message }`, and for a failure on
 * our side (5xx) the request id, so a visitor's report can be found in the logs.
 */
export function errorBody(statusCode: number, message: string, request?: FastifyRequest): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (statusCode >= 500 && request) body.requestId = String(request.id);
  return body;
}

/** Answers from a hook, before any route handler runs. */
export async function sendError(reply: FastifyReply, statusCode: number, message: string): Promise<void> {
  await reply.status(statusCode).send(errorBody(statusCode, message, reply.request));
}
