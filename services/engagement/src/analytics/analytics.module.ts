import { Module } from '@nestjs/common';
import { AnalyticsReadsController } from './analytics-reads.controller';
import { AnalyticsReadsRepository } from './analytics-reads.repository';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

@Module({
  controllers: [AnalyticsController, AnalyticsReadsController],
  providers: [AnalyticsRepository, AnalyticsService, AnalyticsReadsRepository],
})
export class AnalyticsModule {}
