import { z } from 'zod';

/**
 * The pieces every process's environment schema is made of (docs/decisions.md, D-188): each
 * reads one variable, trimmed, with its local default when it is unset or blank, so `npm start`
 * needs no environment. A bad value is an issue at the variable's name; `parseEnv` lists all of
 * them at once.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = ConfigError.name;
  }
}

export type Env = Record<string, string | undefined>;

/**
 * The text with the password of every `scheme://user:password@host` in it written `***`: what a
 * boot error prints of DATABASE_URL, REDIS_URL, NATS_URL or S3_ENDPOINT (docs/security.md). It
 * reaches to the last `@` before a space, so a password holding `@` or `/` is hidden whole.
 */
export function withoutUrlPasswords(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^\s/:@]*):\S*@/gi, '$1:***@');
}

type Issues = z.core.ParsePayload['issues'];

/** Adds an issue (its message follows the variable's name) and gives zod's "no value". */
export function refuse(issues: Issues, input: unknown, message: string, path: PropertyKey[] = []): never {
  issues.push({ code: 'custom', message, input, path });
  return z.NEVER;
}

const variable = z.string().optional();
const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** Text, or `fallback` when unset or blank. */
export const textVar = (fallback: string) => variable.transform((value) => trimmed(value) ?? fallback);

/** Text, or undefined when unset or blank: the reader decides what its absence means. */
export const optionalVar = () => variable.transform(trimmed);

/** One of `choices`, written in any case; `fallback` when unset. */
export const choiceVar = <const T extends string>(choices: readonly T[], fallback: T) =>
  variable.transform((value, context): T => {
    const chosen = (trimmed(value) ?? fallback).toLowerCase();
    if ((choices as readonly string[]).includes(chosen)) return chosen as T;
    return refuse(context.issues, value, `must be one of ${choices.join(', ')} (got "${value}")`);
  });

/** A URL of one of `protocols`; a refused one is shown without its password. */
export const urlVar = (fallback: string, protocols: readonly string[]) =>
  variable.transform((value, context) => {
    const url = trimmed(value) ?? fallback;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return refuse(context.issues, value, `is not a valid URL: "${withoutUrlPasswords(url)}"`);
    }
    if (!protocols.includes(parsed.protocol))
      return refuse(context.issues, value, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
    return url;
  });

/** A whole number from `min` to `max`. */
export const integerVar = (fallback: number, min: number, max: number) =>
  variable.transform((value, context) => {
    const raw = trimmed(value);
    if (!raw) return fallback;
    const number = Number(raw);
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    return refuse(context.issues, value, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  });

/** true or 1, false or 0. */
export const booleanVar = (fallback: boolean) =>
  variable.transform((value, context) => {
    const raw = trimmed(value)?.toLowerCase();
    if (!raw) return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    return refuse(context.issues, value, `must be true or false (got "${value}")`);
  });

/** Comma-separated items; none when unset. */
export const listVar = () =>
  variable.transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

function lineOf(issue: z.core.$ZodIssue): string {
  const name = issue.path.map(String).join('.');
  return withoutUrlPasswords(name ? `${name} ${issue.message}` : issue.message);
}

/** The environment read by `schema`, or a ConfigError naming every bad variable, one a line. */
export function parseEnv<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map(lineOf).join('\n'));
}

/**
 * The process's environment read once at boot by its schema: a bad one prints every bad
 * variable and stops the process with exit code 1, before it connects to anything.
 */
export function bootEnv<S extends z.ZodType>(process: string, schema: S, env: Env = globalThis.process.env): z.output<S> {
  try {
    return parseEnv(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${process} cannot start: its configuration is not valid.\n${error.message.replace(/^/gm, '  ')}`);
    return globalThis.process.exit(1);
  }
}
