import { BadRequestException, Body, Query, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { checkWith } from '@stagelink/contracts';

/** Parses a body with one of the owner-input schemas; a failure is a 400 naming the field. */
class SchemaPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = checkWith(this.schema, value);
    if (!result.ok) throw new BadRequestException(result.message);
    return result.value;
  }
}

/**
 * `@OwnerBody(updateProfileSchema)`: the owner's body checked with the schema the admin forms
 * and the services use (docs/decisions.md, D-43), unknown fields dropped. Declare the parameter
 * with the schema's output type; the global ValidationPipe leaves such plain types alone.
 */
export const OwnerBody = <S extends z.ZodType>(schema: S): ParameterDecorator => Body(new SchemaPipe(schema));

/** `@OwnerQuery(schema)`: the owner's query string, checked the same way as `@OwnerBody`. */
export const OwnerQuery = <S extends z.ZodType>(schema: S): ParameterDecorator => Query(new SchemaPipe(schema));

/** `@SchemaBody(schema)`: a visitor's body shaped by a contracts schema (a passkey's answer), checked the same way. */
export const SchemaBody = OwnerBody;
