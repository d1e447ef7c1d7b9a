import type { LoggerService, PipeTransform } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { z } from 'zod';
import { checkFields, checkWith, RpcErrorCode } from '@stagelink/contracts';
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

/** Parses a payload with its schema; a failure is the VALIDATION error, its fields' messages in one line. */
class CheckedPayloadPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = checkFields(this.schema, value);
    if (!result.ok) throw new DomainError(RpcErrorCode.Validation, result.messages.join('; '));
    return result.value;
  }
}

/**
 * `@CheckedPayload(createBookingMessageSchema)`: a message the gateway built from a visitor's
 * input, checked again with its schema, which refuses any key it does not name; the words are
 * the gateway's own for the same field (docs/decisions.md, D-185).
 */
export const CheckedPayload = <S extends z.ZodType>(schema: S): ParameterDecorator => Payload(new CheckedPayloadPipe(schema));
