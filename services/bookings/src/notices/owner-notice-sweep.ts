import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { BookingSubmissionsRepository } from '../submissions/booking-submissions.repository';
import { OwnerNotices } from './owner-notices';

/** How often the outbox is read, and how old a pending notice must be to count as missed. */
const SWEEP_INTERVAL_MS = 60_000;
const GRACE_MS = 30_000;
/** Older pending notices are no news any more; the owner sees those bookings in the inbox. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues again the notices whose rows are pending but whose job never got in (Redis was down,
 * or the service stopped right after the commit): at boot, then every minute. A job that
 * exists already makes it a no-op (docs/decisions.md, D-48).
 */
@Injectable()
export class OwnerNoticeSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OwnerNoticeSweep.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly submissions: BookingSubmissionsRepository,
    private readonly notices: OwnerNotices,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep(0);
    this.timer = setInterval(() => void this.sweep(GRACE_MS), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** `graceMs`: leave alone the newest, whose jobs are normally on their way. */
  async sweep(graceMs: number): Promise<void> {
    try {
      const ids = await this.submissions.pendingNoticeIds(LOOK_BACK_MS, graceMs);
      ids.forEach((id) => this.notices.announce(id));
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not read the pending owner notices');
    }
  }
}
