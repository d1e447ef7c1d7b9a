import { Global, Module } from '@nestjs/common';
import { IdempotentAnswers } from './idempotent-answers';
import { IdempotentSubmitInterceptor } from './idempotent-submit.interceptor';

@Global()
@Module({ providers: [IdempotentAnswers, IdempotentSubmitInterceptor], exports: [IdempotentAnswers, IdempotentSubmitInterceptor] })
export class IdempotencyModule {}
