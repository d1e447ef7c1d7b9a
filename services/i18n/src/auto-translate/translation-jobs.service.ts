import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job, JobState, Queue } from 'bullmq';
import {
  RpcErrorCode,
  type TranslationJobAccepted,
  type TranslationJobRequest,
  type TranslationJobResult,
  type TranslationJobState,
  type TranslationJobStatus,
  type TranslationProviderStatus,
} from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { I18N_CONFIG, type I18nConfig } from '../config/i18n-config';
import { PROVIDER_BACKOFF, TRANSLATE_JOB, TRANSLATION_QUEUE } from './translation-queue';

const KEEP_FINISHED = { age: 7 * 24 * 3600, count: 500 };

export const NO_PROVIDER_MESSAGE =
  'Automatic translation is not set up on this server: set TRANSLATION_PROVIDER to libretranslate (with LIBRETRANSLATE_URL) or deepl (with DEEPL_API_KEY).';

/** Queues translation jobs and reads them back for the owner's tab (docs/decisions.md, D-27). */
@Injectable()
export class TranslationJobs {
  private readonly logger = new Logger(TranslationJobs.name);

  constructor(
    @InjectQueue(TRANSLATION_QUEUE) private readonly queue: Queue<TranslationJobRequest, TranslationJobResult>,
    @Inject(I18N_CONFIG) private readonly config: I18nConfig,
  ) {}

  /** Which provider this server translates with, if any: the panel tells the owner before a tap (D-108). */
  provider(): TranslationProviderStatus {
    const { kind } = this.config.provider;
    return kind === 'none' ? { configured: false, provider: null } : { configured: true, provider: kind };
  }

  /** Nothing is queued when no provider is configured: the owner is told what to set. */
  async start(request: TranslationJobRequest): Promise<TranslationJobAccepted> {
    if (this.config.provider.kind === 'none') throw new DomainError(RpcErrorCode.Unavailable, NO_PROVIDER_MESSAGE);
    let job: Job<TranslationJobRequest, TranslationJobResult>;
    try {
      job = await this.queue.add(TRANSLATE_JOB, request, {
        attempts: this.config.retry.attempts,
        backoff: { type: PROVIDER_BACKOFF },
        removeOnComplete: KEEP_FINISHED,
        removeOnFail: KEEP_FINISHED,
      });
    } catch (error) {
      this.logger.error({ err: error }, 'Translation job not queued');
      throw new DomainError(RpcErrorCode.Unavailable, 'The translation queue cannot be reached. Please try again shortly.');
    }
    return { jobId: String(job.id) };
  }

  async status(jobId: string): Promise<TranslationJobStatus> {
    // The state first, then the job: a job read before it moved on would pair a new state
    // with old fields (failed, but no reason and no attempt yet).
    const queueState = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    if (!job) throw new DomainError(RpcErrorCode.NotFound, `Translation job ${jobId} not found`);
    const state = stateOf(queueState, job.attemptsMade);
    return {
      jobId,
      kind: job.data.kind,
      sourceLang: job.data.sourceLang,
      targetLangs: job.data.targetLangs,
      state,
      progress: progressOf(job.progress),
      attemptsMade: job.attemptsMade,
      maxAttempts: job.opts.attempts ?? 1,
      error: state === 'completed' ? null : job.failedReason || null,
      result: state === 'completed' && job.returnvalue ? resultOf(job.returnvalue) : null,
    };
  }
}

function stateOf(state: JobState | 'unknown', attemptsMade: number): TranslationJobState {
  switch (state) {
    case 'active':
      return 'running';
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'delayed':
      return attemptsMade > 0 ? 'retrying' : 'queued';
    default:
      return 'queued';
  }
}

/** A result as the tab reads it; jobs finished before D-80 and D-81 had no `shortened` or `skipped`. */
function resultOf(result: Partial<TranslationJobResult>): TranslationJobResult {
  return { translated: 0, reused: 0, keptOwner: 0, shortened: 0, skipped: [], ...result };
}

function progressOf(progress: unknown): { done: number; total: number } {
  const value = progress as { done?: unknown; total?: unknown } | null;
  const done = typeof value?.done === 'number' ? value.done : 0;
  const total = typeof value?.total === 'number' ? value.total : 0;
  return { done, total };
}
