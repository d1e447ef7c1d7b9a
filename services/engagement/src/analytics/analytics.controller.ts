import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { analyticsMessageSchema, EngagementPatterns, subjectOf, type AnalyticsMessageDto } from '@stagelink/contracts';
import { CheckedPayload } from '@stagelink/nest-kit';
import { AnalyticsService } from './analytics.service';

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @MessagePattern(subjectOf(EngagementPatterns.recordAnalytics))
  record(@CheckedPayload(analyticsMessageSchema) request: AnalyticsMessageDto): Promise<{ recorded: true }> {
    return this.analytics.record(request);
  }
}
