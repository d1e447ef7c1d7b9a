import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { EngagementPatterns, recordAnalyticsSchema, type RecordAnalyticsDto } from '@stagelink/contracts';
import { StrictBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from '../profile/public-content';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { RateLimited } from '../visitors/visitor-rate-limit';
import { visibleSectionOr404 } from './visible-section';

@Controller('api/analytics')
export class AnalyticsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
    private readonly visitors: VisitorIdentity,
  ) {}

  /** An event about a section is about one visitors can see and click (visible-section.ts). */
  @Post()
  @HttpCode(201)
  @RateLimited('analytics')
  async record(@StrictBody(recordAnalyticsSchema) body: RecordAnalyticsDto, @Req() request: FastifyRequest): Promise<{ recorded: true }> {
    if (body.sectionId !== undefined) await visibleSectionOr404(this.publicContent, body.sectionId);
    return this.rpc.send(EngagementPatterns.recordAnalytics, { ...body, ...this.visitors.of(request) });
  }
}
