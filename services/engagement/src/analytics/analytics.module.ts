import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

@Module({ controllers: [AnalyticsController], providers: [AnalyticsRepository, AnalyticsService] })
export class AnalyticsModule {}
