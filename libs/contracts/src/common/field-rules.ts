import { z } from 'zod';
import { isStorableText } from './storable-text';

/*
 * The visitors' input (the gateway's visitor bodies and queries) and the messages the services
 * take from the gateway are checked with zod, like the owner's (docs/decisions.md, D-185), in
 * the words these endpoints have always answered: one message per field, "email must be a
 * string", "property x should not exist". A message names its field `$property`; checkFields
 * puts in the field's name, after the path of the object it is in (`metadata.viewport.width`).
 */
export const said = {
  string: '$property must be a string',
  integer: '$property must be an integer number',
  boolean: '$property must be a boolean value',
  object: '$property must be an object',
  array: '$property must be an array',
  storable: '$property must be text without NUL characters or lone surrogates',
  minLength: (min: number) => `$property must be longer than or equal to ${min} characters`,
  maxLength: (max: number) => `$property must be shorter than or equal to ${max} characters`,
  min: (min: number) => `$property must not be less than ${min}`,
  max: (max: number) => `$property must not be greater than ${max}`,
  maxItems: (max: number) => `$property must contain no more than ${max} elements`,
  oneOf: (values: readonly string[]) => `$property must be one of the following values: ${values.join(', ')}`,
  matches: (pattern: RegExp) => `$property must match ${String(pattern)} regular expression`,
};

interface TextRule {
  /** Said when the value is not text at all. */
  type?: string;
  min?: number;
  minMessage?: string;
  max?: number;
  maxMessage?: string;
  pattern?: RegExp;
  patternMessage?: string;
  /** Text Postgres can store (storable-text.ts): for free text that reaches a column. */
  storable?: boolean;
}

/** Text, checked in this order: its type, the pattern, its length, then whether Postgres can store it. */
export function text(rule: TextRule = {}): z.ZodString {
  let schema = z.string({ error: rule.type ?? said.string });
  if (rule.pattern) schema = schema.regex(rule.pattern, rule.patternMessage ?? said.matches(rule.pattern));
  if (rule.min !== undefined) schema = schema.min(rule.min, rule.minMessage ?? said.minLength(rule.min));
  if (rule.max !== undefined) schema = schema.max(rule.max, rule.maxMessage ?? said.maxLength(rule.max));
  // A refinement keeps the schema a string for its JSON Schema; it only adds a message.
  return rule.storable ? (schema.refine(isStorableText, said.storable) as unknown as z.ZodString) : schema;
}

interface NumberRule {
  min: number;
  max: number;
  /** One message for every failure, or one for each. */
  message?: string;
  type?: string;
  minMessage?: string;
  maxMessage?: string;
}

/** A JSON integer from `min` to `max`; nothing is converted. */
export function wholeNumber(rule: NumberRule): z.ZodNumber {
  const type = rule.type ?? rule.message ?? said.integer;
  return z
    .number({ error: type })
    .int({ error: type })
    .min(rule.min, rule.minMessage ?? rule.message ?? said.min(rule.min))
    .max(rule.max, rule.maxMessage ?? rule.message ?? said.max(rule.max));
}

/** A row id of a Postgres `integer` key. */
export const rowId = (max: number) => wholeNumber({ min: 1, max });

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message = said.oneOf(values)) =>
  z.enum(values, { error: message });

export const flag = (message = said.boolean) => z.boolean({ error: message });

/** A nested object: no key but its own, like every object of these messages. */
export const fields = <S extends z.core.$ZodLooseShape>(shape: S, message = said.object) => z.strictObject(shape, { error: message });

/**
 * A field that may be left out. As before, `null` counts as left out, and is passed on as such:
 * absent, never `null`.
 */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());

const DECIMAL_DIGITS = /^[0-9]+$/;

/**
 * A query value is text: converted to a number only when it is decimal digits and nothing
 * else. Anything else (empty, a sign, hex, `1e0`, spaces, a repeated key) stays as it came
 * and fails the integer check that follows.
 */
export const queryNumber = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value), schema);

export type FieldsResult<T> = { ok: true; value: T } | { ok: false; messages: string[] };

type Issue = z.core.$ZodIssue;

/**
 * Parses `input` with `schema`; a failure is one message per field, the unknown keys first,
 * as a 400 lists them. A body or payload left out is an object without fields.
 */
export function checkFields<S extends z.ZodType>(schema: S, input: unknown): FieldsResult<z.output<S>> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, value: result.data };
  const issues = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
  const messages: string[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    for (const [where, message] of messagesOf(issue)) {
      if (seen.has(where)) continue;
      seen.add(where);
      messages.push(message);
    }
  }
  return { ok: false, messages };
}

/** Unknown keys of the object itself come before any field's problem. */
const rank = (issue: Issue): number => (issue.code === 'unrecognized_keys' && issue.path.length === 0 ? 0 : 1);

/** Each message with the field it is about, so a field is told only its first problem. */
function messagesOf(issue: Issue): [string, string][] {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => [[...path, key].join('.'), `${prefixOf(path)}property ${key} should not exist`]);
  }
  // The field is the last name in the path: `transports[2]` is a value of `transports`.
  const named = issue.path.findLastIndex((part) => typeof part === 'string');
  if (named < 0) return [['', issue.message === 'Invalid input' ? 'an unknown value was passed to the validate function' : issue.message]];
  const property = path[named] ?? '';
  return [[path.slice(0, named + 1).join('.'), `${prefixOf(path.slice(0, named))}${issue.message.replaceAll('$property', property)}`]];
}

const prefixOf = (path: string[]): string => (path.length > 0 ? `${path.join('.')}.` : '');
