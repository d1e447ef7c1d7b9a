import { Injectable } from '@nestjs/common';
import { qrReferrerName, type AnalyticsMessageDto } from '@stagelink/contracts';
import { AnalyticsRepository } from './analytics.repository';
import { describeVisitor } from './visitor-agent';

@Injectable()
export class AnalyticsService {
  constructor(private readonly analytics: AnalyticsRepository) {}

  async record(request: AnalyticsMessageDto): Promise<{ recorded: true }> {
    const userAgent = request.userAgent ?? null;
    const referrer = request.referrer || null;
    const visitor = describeVisitor(userAgent, referrer);
    await this.analytics.record({
      event: request.event,
      sectionId: request.sectionId ?? null,
      userAgent,
      referrer,
      ipAddress: request.visitor,
      // The validated fields as a plain object, which is what the jsonb column holds.
      metadata: request.metadata ? { ...request.metadata } : null,
      isBot: visitor.bot,
      browser: visitor.browser,
      os: visitor.os,
      device: visitor.device,
      // A visit from a printed QR code has no referrer of its own: it is listed by its source (D-126).
      referrerHost: request.utmSource ? qrReferrerName(request.utmSource) : visitor.referrerHost,
    });
    return { recorded: true };
  }
}
