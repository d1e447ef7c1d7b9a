import { Transform } from 'class-transformer';

const DECIMAL_DIGITS = /^[0-9]+$/;

/**
 * A query value is text: converted to a number only when it is decimal digits and nothing
 * else. Anything else (empty, a sign, hex, `1e0`, spaces, a repeated key) stays as it came
 * and fails the integer check that follows.
 */
export const QueryNumber = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value));
