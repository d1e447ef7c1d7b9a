import { Module } from '@nestjs/common';
import { AnalyticsAdminController } from './analytics-admin.controller';

@Module({ controllers: [AnalyticsAdminController] })
export class AnalyticsAdminModule {}
