import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ConflictException,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  ServiceUnavailableException,
  UnprocessableEntityException,
  UseInterceptors,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, of, type Observable } from 'rxjs';
import { IDEMPOTENCY_KEY_RULE, IDEMPOTENT_REPLAYED_HEADER, KEY_USED_FOR_ANOTHER_REQUEST, readIdempotencyKey } from '@stagelink/contracts';
import { IdempotentAnswers, type Claim, type SubmitKeys } from './idempotent-answers';

/** Where a claimed request carries its submit keys to the route's handler. */
const SUBMIT_KEYS = Symbol('submit keys');
type WithSubmitKeys = FastifyRequest & { [SUBMIT_KEYS]?: SubmitKeys };

export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still being handled. Please try again in a moment.';
const KEYS_UNAVAILABLE = 'Repeated submits cannot be recognised right now. Please try again shortly.';

/**
 * A submit with an `Idempotency-Key`: the first request with a key runs and its success is
 * kept; the same key within 24 hours gets that answer again, from any gateway, and nothing is
 * stored again. A failure is not kept, so a retry runs anew. Without the header the route
 * works as before (docs/decisions.md, D-101).
 */
@Injectable()
export class IdempotentSubmitInterceptor implements NestInterceptor {
  constructor(private readonly answers: IdempotentAnswers) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reading = readIdempotencyKey(request.headers['idempotency-key']);
    if (reading.kind === 'absent') return next.handle();
    if (reading.kind === 'invalid') throw new BadRequestException(IDEMPOTENCY_KEY_RULE);

    // A key belongs to one route and one path (a subscription's id included), never to a visitor's IP:
    // a phone that moves from Wi-Fi to mobile data between a submit and its retry is still the same visitor.
    const scope = `${request.method} ${request.url.split('?')[0] ?? ''}`;
    const claim: Claim = await this.answers.claim(scope, reading.key, request.body ?? null).catch(() => {
      throw new ServiceUnavailableException(KEYS_UNAVAILABLE);
    });
    switch (claim.kind) {
      case 'answered':
        void context.switchToHttp().getResponse<FastifyReply>().header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return of(claim.answer.body);
      case 'other-body':
        throw new UnprocessableEntityException(KEY_USED_FOR_ANOTHER_REQUEST);
      case 'in-progress':
        throw new ConflictException({ message: KEY_IN_PROGRESS, retryAfterSeconds: 1 });
      case 'claimed': {
        (request as WithSubmitKeys)[SUBMIT_KEYS] = claim.submit;
        const status = successStatusOf(context);
        return next.handle().pipe(
          mergeMap((body: unknown) => from(claim.keep({ status, body }).then(() => body))),
          catchError((error: unknown) =>
            from(
              claim.release().then((): never => {
                throw error;
              }),
            ),
          ),
        );
      }
    }
  }
}

/**
 * The status Nest answers the route's success with (its `@HttpCode`, else 201 for a POST and 200
 * otherwise). Only successes are kept, so a replay, answered by the same route, has the first's status.
 */
function successStatusOf(context: ExecutionContext): number {
  const declared = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined;
  return declared ?? (context.switchToHttp().getRequest<FastifyRequest>().method === 'POST' ? 201 : 200);
}

/** Marks a visitor's submit whose repeats, sent with the same `Idempotency-Key`, store nothing twice. */
export const IdempotentSubmit = () => applyDecorators(UseInterceptors(IdempotentSubmitInterceptor));

/**
 * The submit keys of a request whose `Idempotency-Key` it claimed, for a service that stores
 * them so that a retry after the gateway stopped waiting stores nothing new (docs/decisions.md,
 * D-115); an empty object for a request without the header.
 */
export const ClaimedSubmitKeys = createParamDecorator(
  (_: unknown, context: ExecutionContext): Partial<SubmitKeys> => context.switchToHttp().getRequest<WithSubmitKeys>()[SUBMIT_KEYS] ?? {},
);
