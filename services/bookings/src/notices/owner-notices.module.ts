import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { bullMqPrefix, type OwnerMailConfig } from '@stagelink/nest-kit';
import { SubmissionsDataModule } from '../submissions/submissions-data.module';
import { OWNER_MAIL_CONFIG, OwnerMailer } from './owner-mailer';
import { OwnerNoticeSweep } from './owner-notice-sweep';
import { OwnerNoticeProcessor } from './owner-notice.processor';
import { NoOwnerNotices, OWNER_NOTICE_QUEUE, OwnerNotices } from './owner-notices';
import { QueuedOwnerNotices } from './queued-owner-notices';

const DAY_SECONDS = 24 * 60 * 60;

/** The owner's e-mail notices: a BullMQ queue and its worker when SMTP is configured, else none. */
@Module({})
export class OwnerNoticesModule {
  static forConfig(config: OwnerMailConfig | null): DynamicModule {
    if (!config) {
      return {
        module: OwnerNoticesModule,
        global: true,
        providers: [{ provide: OwnerNotices, useClass: NoOwnerNotices }],
        exports: [OwnerNotices],
      };
    }
    return {
      module: OwnerNoticesModule,
      global: true,
      imports: [
        BullModule.forRoot({ connection: { url: config.redisUrl }, prefix: bullMqPrefix(config.redisKeyPrefix) }),
        BullModule.registerQueue({
          name: OWNER_NOTICE_QUEUE,
          defaultJobOptions: {
            attempts: config.attempts,
            backoff: { type: 'exponential', delay: config.retryDelayMs },
            // Kept a while, so a late second `announce` of the same booking still finds its job.
            removeOnComplete: { age: 7 * DAY_SECONDS },
            removeOnFail: { age: 30 * DAY_SECONDS },
          },
        }),
        SubmissionsDataModule,
      ],
      providers: [
        { provide: OWNER_MAIL_CONFIG, useValue: config },
        { provide: OwnerNotices, useClass: QueuedOwnerNotices },
        OwnerMailer,
        OwnerNoticeProcessor,
        OwnerNoticeSweep,
      ],
      exports: [OwnerNotices],
    };
  }
}
