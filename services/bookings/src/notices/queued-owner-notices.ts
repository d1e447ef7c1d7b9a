import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { OWNER_NOTICE_JOB, OWNER_NOTICE_QUEUE, ownerNoticeJobId, OwnerNotices, type OwnerNoticeJob } from './owner-notices';

/** Notices as BullMQ jobs, keyed by the booking, so a second `announce` of one booking adds nothing. */
@Injectable()
export class QueuedOwnerNotices extends OwnerNotices {
  readonly enabled = true;
  private readonly logger = new Logger(QueuedOwnerNotices.name);

  constructor(@InjectQueue(OWNER_NOTICE_QUEUE) private readonly queue: Queue<OwnerNoticeJob>) {
    super();
  }

  announce(bookingId: number): void {
    // Not awaited: with Redis down this would wait; the sweep queues what did not get in.
    this.queue.add(OWNER_NOTICE_JOB, { bookingId }, { jobId: ownerNoticeJobId(bookingId) }).catch((error: unknown) => {
      this.logger.warn({ err: error, bookingId }, 'Could not queue the owner notice; the sweep will retry');
    });
  }

  /**
   * Removes the bookings' jobs, whatever their state; not awaited, like `announce`. A job that
   * cannot be removed (running, or Redis away) is left: it reads its booking first, finds none
   * and sends nothing.
   */
  withdraw(bookingIds: readonly number[]): void {
    for (const bookingId of bookingIds) {
      this.queue.remove(ownerNoticeJobId(bookingId)).catch((error: unknown) => {
        this.logger.warn({ err: error, bookingId }, 'Could not withdraw the notice of an erased booking; its job will send nothing');
      });
    }
  }
}
