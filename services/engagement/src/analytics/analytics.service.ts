import { Injectable } from '@nestjs/common';
import type { AnalyticsMessageDto } from '@stagelink/contracts';
import { AnalyticsRepository } from './analytics.repository';

@Injectable()
export class AnalyticsService {
  constructor(private readonly analytics: AnalyticsRepository) {}

  async record(request: AnalyticsMessageDto): Promise<{ recorded: true }> {
    await this.analytics.record({
      event: request.event,
      sectionId: request.sectionId ?? null,
      userAgent: request.userAgent ?? null,
      referrer: request.referrer || null,
      ipAddress: request.visitor,
      // The validated fields as a plain object, which is what the jsonb column holds.
      metadata: request.metadata ? { ...request.metadata } : null,
    });
    return { recorded: true };
  }
}
