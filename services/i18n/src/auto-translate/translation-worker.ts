import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { TranslationJobRequest, TranslationJobResult } from '@stagelink/contracts';
import { queueWorkerTiming } from '@stagelink/nest-kit';
import { I18N_CONFIG, type I18nConfig } from '../config/i18n-config';
import { afterProviderFailure, retryDelay } from './retry-later';
import { ProviderError } from './translation-provider';
import { TRANSLATION_QUEUE } from './translation-queue';
import { TranslationRunner } from './translation-runner';

/**
 * Runs translation jobs one at a time (docs/decisions.md, D-68). A provider's outage or rate
 * limit is tried again later; a refusal that another try cannot fix (a wrong key, a used-up
 * quota, an unsupported language) or a wait longer than this server's maximum fails the job at
 * once, with the provider's reason.
 */
@Processor(TRANSLATION_QUEUE, { concurrency: 1, ...queueWorkerTiming(), settings: { backoffStrategy: retryDelay } })
export class TranslationWorker extends WorkerHost {
  private readonly logger = new Logger(TranslationWorker.name);

  constructor(
    private readonly runner: TranslationRunner,
    @Inject(I18N_CONFIG) private readonly config: I18nConfig,
  ) {
    super();
  }

  async process(job: Job<TranslationJobRequest, TranslationJobResult>): Promise<TranslationJobResult> {
    try {
      return await this.runner.run(job.data, (progress) => job.updateProgress({ ...progress }));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.logger.warn({ jobId: job.id, attempt: job.attemptsMade + 1, reason: error.message }, 'Translation provider failed');
      throw afterProviderFailure(error, this.config.retry);
    }
  }
}
