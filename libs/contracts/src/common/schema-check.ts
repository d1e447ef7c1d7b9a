import { z } from 'zod';
import { completeLink, isImageSource, isSafeLink, isWebLink, MAX_URL_LENGTH } from './links';
import { RULE_WORDS } from './rule-words';

/**
 * Small zod pieces shared by the schemas of owner input. The same schemas validate the admin
 * forms in the browser, the gateway's bodies and the services' messages, so all three refuse
 * exactly the same input with the same words (docs/decisions.md, D-43).
 */
export const boundedText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Text that may be left out, stored as ''. */
export const optionalText = (max: number) => boundedText(max).default('');

// A link typed without its scheme is completed first, in the form and on the server alike (D-110).
const linkOf = (check: (value: string) => boolean, what: string, mail = false) =>
  z
    .string()
    .trim()
    .max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`)
    .transform((value) => completeLink(value, { mail }))
    .refine((value) => value === '' || check(value), `must be ${what}`);

/** A link a visitor may follow, or '' when left out (docs/decisions.md, D-06). */
export const safeLink = () => linkOf(isSafeLink, `an ${RULE_WORDS.link} link`, true).default('');
/** A web page, or '' when left out. */
export const webLink = () => linkOf(isWebLink, RULE_WORDS.webLink).default('');
/** An image: an http(s) address or an upload's path on this site, or ''. Not defaulted, for partial updates. */
export const imageAddress = () => linkOf(isImageSource, `an ${RULE_WORDS.image}`);
/** An image, or '' when left out. */
export const imageSource = () => imageAddress().default('');

export type CheckResult<T> = { ok: true; value: T } | { ok: false; message: string };

type Issue = z.core.$ZodIssue;

/** Parses `input`; a failure names its first problem with the field's path (`videos[1].url: …`). */
export function checkWith<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): CheckResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  const { issue, path: issuePath } = first ? relevantIssue(first, input, []) : { issue: undefined, path: [] };
  const path = [prefix, ...issuePath.map(String)].filter(Boolean).reduce(joinPath, '');
  const message = issue ? messageOf(issue, input, issuePath) : 'is not valid';
  return { ok: false, message: path && !isWholeSentence(message) ? `${path}: ${message}` : message };
}

/**
 * A union that matched no shape reports every shape's problems; the shape the input meant is
 * the one it has every field of. When it has no shape's fields all, the union's own message
 * says what it takes ('Send sectionIds, or sectionId and newOrder').
 */
function relevantIssue(issue: Issue, input: unknown, base: PropertyKey[]): { issue: Issue; path: PropertyKey[] } {
  const path = [...base, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { issue, path };
  const scored = issue.errors.map((branch) => ({ branch, missing: branch.filter((inner) => isMissing(inner, input, path)).length }));
  const chosen = scored.find((entry) => entry.missing === 0)?.branch[0];
  return chosen ? relevantIssue(chosen, input, path) : { issue, path };
}

function isMissing(issue: Issue, input: unknown, base: PropertyKey[]): boolean {
  return issue.code === 'invalid_type' && valueAt(input, [...base, ...issue.path]) === undefined;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
}

const EXPECTED_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** zod's own type messages ('Invalid input: expected string, received number') say it in the field's words. */
function messageOf(issue: Issue, input: unknown, path: PropertyKey[]): string {
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input')) return issue.message;
  const expected = EXPECTED_WORDS[issue.expected] ?? issue.expected;
  if (path.length === 0) return `Send ${expected}`;
  return valueAt(input, path) === undefined ? 'is required' : `must be ${expected}`;
}

function joinPath(path: string, part: string): string {
  if (/^\d+$/.test(part)) return `${path}[${part}]`;
  return path ? `${path}.${part}` : part;
}

// The spec's own texts ('Title is required') are whole sentences and are shown as they are;
// zod's defaults ('Too small: …', 'Invalid input') are not, and get the field's path.
function isWholeSentence(message: string): boolean {
  return /^[A-Z]/.test(message) && !/^(Invalid|Too (small|big)|Unrecognized)\b/.test(message);
}
