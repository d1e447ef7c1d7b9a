import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { queueWorkerTiming, type OwnerMailConfig } from '@stagelink/nest-kit';
import { BookingSubmissionsRepository } from '../submissions/booking-submissions.repository';
import { toSubmission } from '../submissions/to-submission';
import { isPermanentMailError, OWNER_MAIL_CONFIG, OwnerMailer } from './owner-mailer';
import { composeOwnerNotice } from './owner-notice-mail';
import { OWNER_NOTICE_QUEUE, type OwnerNoticeJob } from './owner-notices';

export type OwnerNoticeOutcome = 'sent' | 'not-pending';

/**
 * Sends one booking's notice (docs/decisions.md, D-48). The row says whether it is still to
 * send, so a job run again after it was sent sends nothing; only a crash between the mail
 * server's acceptance and the row's update sends it twice. A refusal for now (4xx, no answer)
 * is retried with a growing wait; a final one (5xx) is given up at once.
 */
@Processor(OWNER_NOTICE_QUEUE, queueWorkerTiming())
export class OwnerNoticeProcessor extends WorkerHost {
  private readonly logger = new Logger(OwnerNoticeProcessor.name);

  constructor(
    private readonly submissions: BookingSubmissionsRepository,
    private readonly mailer: OwnerMailer,
    @Inject(OWNER_MAIL_CONFIG) private readonly config: OwnerMailConfig,
  ) {
    super();
  }

  async process(job: Job<OwnerNoticeJob>): Promise<OwnerNoticeOutcome> {
    const row = await this.submissions.findById(job.data.bookingId);
    if (row?.ownerNotice !== 'pending') return 'not-pending';
    const mail = composeOwnerNotice(toSubmission(row), {
      from: this.config.mailFrom,
      to: this.config.notifyEmail,
      siteUrl: this.config.siteUrl,
    });
    try {
      await this.mailer.send(mail);
    } catch (error) {
      if (isPermanentMailError(error)) throw new UnrecoverableError(`The mail server refused the notice: ${errorText(error)}`);
      throw error;
    }
    await this.submissions.setOwnerNotice(row.id, 'sent');
    return 'sent';
  }

  @OnWorkerEvent('failed')
  async onFailed(job: Job<OwnerNoticeJob> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn({ bookingId: job.data.bookingId, attempt: job.attemptsMade, final, err: errorText(error) }, 'Owner notice not sent');
    if (final) await this.submissions.setOwnerNotice(job.data.bookingId, 'failed');
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
