import { BullModule, InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, Module, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { bullMqPrefix, queueWorkerTiming } from '@stagelink/nest-kit';
import { AccessLogsModule } from '../access-logs/access-logs.module';
import { readRetentionConfig, RETENTION_CONFIG, type RetentionConfig } from './retention-config';
import { RetentionRepository } from './retention.repository';
import { RetentionRun, RetentionService } from './retention.service';

export const RETENTION_QUEUE = 'retention';
const SCHEDULER_ID = 'remove-old-rows';

/** BullMQ runs the job on one engagement replica at a time, however many there are. */
@Processor(RETENTION_QUEUE, queueWorkerTiming())
export class RetentionProcessor extends WorkerHost {
  constructor(private readonly retention: RetentionService) {
    super();
  }

  process(): Promise<RetentionRun> {
    return this.retention.run();
  }
}

/** Schedules the job at boot: every RETENTION_INTERVAL_MINUTES, the first run at once (docs/decisions.md, D-61). */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(RETENTION_QUEUE) private readonly queue: Queue,
    @Inject(RETENTION_CONFIG) private readonly config: RetentionConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: this.config.everyMinutes * 60_000 },
      { name: SCHEDULER_ID, opts: { removeOnComplete: 10, removeOnFail: 50 } },
    );
  }
}

@Module({
  imports: [
    BullModule.forRootAsync({
      useFactory: () => {
        const { redisUrl, redisKeyPrefix } = readRetentionConfig();
        return { connection: { url: redisUrl }, prefix: bullMqPrefix(redisKeyPrefix) };
      },
    }),
    BullModule.registerQueue({ name: RETENTION_QUEUE }),
    AccessLogsModule,
  ],
  providers: [
    { provide: RETENTION_CONFIG, useFactory: () => readRetentionConfig() },
    RetentionRepository,
    RetentionService,
    RetentionProcessor,
    RetentionScheduler,
  ],
  exports: [RetentionService],
})
export class RetentionModule {}
