import i18next from 'i18next';
import type { z } from 'zod';
import { formatNumber } from './locale-format';

type Issue = z.core.$ZodIssue;

/**
 * The contracts' refinements and patterns, known by their words (one schema checks the form,
 * the gateway and the services, D-43), each with the panel's key for it; a capture is the
 * example the rule shows (`G-XXXXXXXXXX`).
 */
const KNOWN_RULES: readonly [RegExp, string][] = [
  [/colour written #rrggbb/, 'admin.validation.colour'],
  [/IANA time zone/, 'admin.validation.timeZone'],
  [/must look like (\S+)$/, 'admin.validation.shape'],
  [/to enable it$/, 'admin.validation.enableNeedsIt'],
  [/may hold digits, spaces/, 'admin.validation.phone'],
  [/needs its action URL/, 'admin.validation.customButtonUrl'],
  [/http, https, mailto or tel/, 'admin.validation.link'],
  [/http or https address or an uploaded image/, 'admin.validation.image'],
  [/an http or https link/, 'admin.validation.webLink'],
  [/required: type an e-mail address or a phone number/, 'admin.validation.contactRequired'],
  [/must be an e-mail address or a phone number/, 'admin.validation.contact'],
  [/must be after/, 'admin.validation.afterStart'],
];

const bound = (value: number | bigint) => formatNumber(Number(value));

/** The key and values for an issue no known rule names, by its kind and bounds. */
function byKind(issue: Issue): [string, Record<string, string>?] {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? ['admin.validation.required']
          : ['admin.validation.tooShort', { minimum: bound(issue.minimum) }];
      return ['admin.validation.atLeast', { minimum: bound(issue.minimum) }];
    case 'too_big':
      if (issue.origin === 'string') return ['admin.validation.tooLong', { maximum: bound(issue.maximum) }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['admin.validation.tooMany', { maximum: bound(issue.maximum) }];
      return ['admin.validation.atMost', { maximum: bound(issue.maximum) }];
    case 'invalid_type':
      if (issue.expected === 'int') return ['admin.validation.wholeNumber'];
      return [issue.expected === 'number' ? 'admin.validation.number' : 'admin.validation.invalid'];
    case 'invalid_value':
      return ['admin.validation.choice'];
    case 'invalid_format':
      return ['admin.validation.format'];
    default:
      return ['admin.validation.invalid'];
  }
}

/**
 * A schema's refusal in the owner's language (docs/decisions.md, D-152). In English, the
 * schema's own words, which the spec gives word for word ('Title is required'); in any other
 * language, the panel's sentence for the rule, known by its words, or for the issue's kind.
 */
export function issueText(issue: Issue): string {
  if (i18next.language === 'en') return issue.message;
  for (const [words, key] of KNOWN_RULES) {
    const found = words.exec(issue.message);
    if (found) return i18next.t(key, { example: found[1] });
  }
  const [key, values] = byKind(issue);
  return i18next.t(key, values);
}
