import { BadRequestException, Body, Query, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { checkFields, checkWith } from '@stagelink/contracts';

/** How a schema's failure reads: the owner's one sentence, or the visitors' list of fields. */
type Check = (schema: z.ZodType, value: unknown) => { ok: true; value: unknown } | { ok: false; message: string | string[] };

const ownerWords: Check = (schema, value) => checkWith(schema, value);
const fieldWords: Check = (schema, value) => {
  const result = checkFields(schema, value);
  return result.ok ? result : { ok: false, message: result.messages };
};

/** Parses a body or query with a contracts schema; a failure is a 400 naming the field. */
class SchemaPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly check: Check,
  ) {}

  transform(value: unknown): z.output<S> {
    const result = this.check(this.schema, value);
    if (!result.ok) throw new BadRequestException(result.message);
    return result.value as z.output<S>;
  }
}

/**
 * `@OwnerBody(updateProfileSchema)`: the owner's body checked with the schema the admin forms
 * and the services use (docs/decisions.md, D-43), unknown fields dropped. Declare the parameter
 * with the schema's output type.
 */
export const OwnerBody = <S extends z.ZodType>(schema: S): ParameterDecorator => Body(new SchemaPipe(schema, ownerWords));

/** `@OwnerQuery(schema)`: the owner's query string, checked the same way as `@OwnerBody`. */
export const OwnerQuery = <S extends z.ZodType>(schema: S): ParameterDecorator => Query(new SchemaPipe(schema, ownerWords));

/** `@SchemaBody(schema)`: a visitor's body shaped by a contracts schema (a passkey's answer), checked the same way. */
export const SchemaBody = OwnerBody;

/**
 * `@StrictBody(createBookingSchema)`: a body whose schema refuses any key it does not name,
 * answered field by field ("name must be a string; property status should not exist"), the
 * words these endpoints have always used (docs/decisions.md, D-185).
 */
export const StrictBody = <S extends z.ZodType>(schema: S): ParameterDecorator => Body(new SchemaPipe(schema, fieldWords));

/** `@StrictQuery(listBookingsQuerySchema)`: a query string, checked the same way as `@StrictBody`. */
export const StrictQuery = <S extends z.ZodType>(schema: S): ParameterDecorator => Query(new SchemaPipe(schema, fieldWords));
