import i18next from 'i18next';
import type { z } from 'zod';
import { ruleOf } from '@stagelink/contracts';
import { formatNumber } from './locale-format';

type Issue = z.core.$ZodIssue;

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
  // The contracts' rules, known by their words (one schema checks the form, the gateway and the services, D-43; D-187).
  const known = ruleOf(issue.message);
  if (known) return i18next.t(`admin.validation.${known.rule}`, { example: known.example });
  const [key, values] = byKind(issue);
  return i18next.t(key, values);
}
