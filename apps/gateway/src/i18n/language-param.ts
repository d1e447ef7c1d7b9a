import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGES, type Language } from '@stagelink/contracts';

/** A language named by the caller: one of the ten (docs/decisions.md, D-01), else 400 naming them. */
export function languageOf(value: unknown): Language {
  if (isLanguage(value)) return value;
  throw new BadRequestException(`language must be one of ${LANGUAGES.join(', ')}`);
}

/**
 * `@LanguageParam()`: the `{language}` path segment, or `?language=` on the forms without it
 * (docs/decisions.md, D-01: both are accepted).
 */
export const LanguageParam = (): ParameterDecorator =>
  createParamDecorator((_data: unknown, context: ExecutionContext): Language => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const params = request.params as Record<string, string | undefined>;
    const query = request.query as Record<string, unknown>;
    return languageOf(params.language ?? query.language);
  })();
