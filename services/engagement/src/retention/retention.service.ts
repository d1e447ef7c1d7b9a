import { Inject, Injectable, Logger } from '@nestjs/common';
import { RETENTION_CONFIG, type RetentionConfig } from './retention-config';
import { RetentionRepository } from './retention.repository';

export interface RetentionRun {
  accessLogs: number;
  analytics: number;
}

@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly rows: RetentionRepository,
    @Inject(RETENTION_CONFIG) private readonly config: RetentionConfig,
  ) {}

  /** Removes what is older than the configured days; ANALYTICS_RETENTION_DAYS=0 keeps events forever. */
  async run(): Promise<RetentionRun> {
    const accessLogs = await this.rows.pruneAccessLogs(this.config.accessLogDays);
    const analytics = this.config.analyticsDays > 0 ? await this.rows.pruneAnalytics(this.config.analyticsDays) : 0;
    if (accessLogs + analytics > 0) this.logger.log({ accessLogs, analytics }, 'Removed rows past their retention');
    return { accessLogs, analytics };
  }
}
