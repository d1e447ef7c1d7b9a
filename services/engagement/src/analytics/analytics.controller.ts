import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AnalyticsMessageDto, EngagementPatterns, subjectOf } from '@stagelink/contracts';
import { AnalyticsService } from './analytics.service';

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @MessagePattern(subjectOf(EngagementPatterns.recordAnalytics))
  record(@Payload() request: AnalyticsMessageDto): Promise<{ recorded: true }> {
    return this.analytics.record(request);
  }
}
