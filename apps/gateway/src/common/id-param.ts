import { createParamDecorator, NotFoundException, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MAX_ROW_ID } from '@stagelink/contracts';

const DECIMAL_ID = /^[1-9]\d{0,9}$/;

/**
 * A path id is a row id: decimal digits naming 1..2^31-1, the range of the `integer` key
 * columns. Anything else (a sign, hex, `1.0`, `1e3`, 2^31) names nothing: 404, as a missing
 * record would be, and it never reaches a query Postgres would refuse with an error.
 */
export function rowIdOf(value: unknown, what: string): number {
  // A query may repeat its name (`?profileId=1&profileId=2`): only one decimal text is an id.
  const id = typeof value === 'string' && DECIMAL_ID.test(value) ? Number(value) : Number.NaN;
  if (!(id <= MAX_ROW_ID)) throw new NotFoundException(`${what} not found`);
  return id;
}

/**
 * `@RowId('sectionId', 'Section')`: reads the raw path parameter itself, the text as it came,
 * so `0x1` or `1.0` is never read as the number 1.
 */
export const RowId = (name: string, what: string): ParameterDecorator =>
  createParamDecorator((_data: unknown, context: ExecutionContext): number => {
    const params = context.switchToHttp().getRequest<FastifyRequest>().params as Record<string, string | undefined>;
    return rowIdOf(params[name], what);
  })();
