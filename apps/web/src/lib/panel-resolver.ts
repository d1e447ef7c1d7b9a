import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueText } from '@/i18n/issue-text';

type Issue = z.core.$ZodIssue;

/** Every issue with its whole path; of a union, those of the branch that came closest (as zodResolver does). */
function flatIssues(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return flatIssues(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}

/**
 * A form's check by one of the contracts' schemas, each field's first refusal in the owner's
 * language (docs/decisions.md, D-152); the parsed values when nothing is refused.
 */
export function panelResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of flatIssues(result.error.issues)) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issueText(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
