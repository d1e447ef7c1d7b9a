import type { LoggerService } from '@nestjs/common';
import type { z } from 'zod';
import { checkWith, RpcErrorCode } from '@stagelink/contracts';
import { DomainError } from '../errors/domain-error';

/**
 * A message's owner input parsed again with the schema the gateway used (docs/decisions.md,
 * D-43); a failure is the same 400 with the same words, and nothing is stored.
 */
export function checkedMessage<S extends z.ZodType>(schema: S, message: unknown): z.output<S> {
  const result = checkWith(schema, message);
  if (!result.ok) throw new DomainError(RpcErrorCode.Validation, result.message);
  return result.value;
}

/** An event's payload, or null when it is malformed: an event has no sender to answer, so it is logged. */
export function checkedEvent<S extends z.ZodType>(schema: S, event: unknown, logger: LoggerService): z.output<S> | null {
  const result = checkWith(schema, event);
  if (result.ok) return result.value;
  logger.warn({ event, problem: result.message }, 'Malformed event ignored');
  return null;
}
