import { isStorableText } from '@stagelink/contracts';

/**
 * JSON as the gateway accepts it from the outside (docs/security.md): valid UTF-8, nested at
 * most `MAX_JSON_DEPTH` levels (checked by one flat pass before anything recurses), no key
 * twice in one object, no key that names a property of every object (`__proto__`,
 * `constructor`, `toString`...), and no text Postgres or a later reader would choke on (NUL,
 * lone surrogates), and an object at the top. Anything else is refused with a message that
 * says why.
 */
export const MAX_JSON_DEPTH = 20;

export class JsonRefusal extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

// Keys every object inherits: a payload naming them is never one of ours, and some readers
// (a spread, Object.assign) would act on them instead of treating them as data.
const INHERITED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function parseStrictJson(body: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new JsonRefusal('The body is not valid UTF-8.');
  }
  checkStructure(text);
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, each: unknown) => {
      if (typeof each === 'string') checkText(each);
      return each;
    });
  } catch (error) {
    if (error instanceof JsonRefusal) throw error;
    throw new JsonRefusal('The body is not valid JSON.');
  }
  // Every call of ours takes an object; `null` or a bare value would pass as "no fields".
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new JsonRefusal('The body must be a JSON object.');
  return value;
}

/** Depth, repeated and inherited keys, in one pass over the text that never recurses. */
function checkStructure(text: string): void {
  // One entry per open container: the keys seen so far for an object, null for an array.
  const open: (Set<string> | null)[] = [];
  let previous = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (WHITESPACE.has(code)) continue;
    if (code === QUOTE) {
      const end = endOfString(text, index);
      const keys = open[open.length - 1];
      if (keys && (previous === OPEN_OBJECT || previous === COMMA)) checkKey(keys, text.slice(index, end + 1));
      index = end;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      open.push(code === OPEN_OBJECT ? new Set() : null);
      if (open.length > MAX_JSON_DEPTH) throw new JsonRefusal(`The body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      open.pop();
    }
    previous = code;
  }
}

function endOfString(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === BACKSLASH) index += 1;
    else if (code === QUOTE) return index;
  }
  return text.length;
}

function checkKey(keys: Set<string>, quoted: string): void {
  let key: unknown;
  try {
    key = JSON.parse(quoted);
  } catch {
    throw new JsonRefusal('The body is not valid JSON.');
  }
  if (typeof key !== 'string') return;
  checkText(key);
  if (INHERITED_KEYS.has(key)) throw new JsonRefusal(`property ${key} is not allowed`);
  if (keys.has(key)) throw new JsonRefusal(`property ${key} appears more than once`);
  keys.add(key);
}

function checkText(value: string): void {
  if (!isStorableText(value)) throw new JsonRefusal('Text must not contain NUL characters or lone surrogates.');
}
