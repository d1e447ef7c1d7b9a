import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { EngagementPatterns, RecordAnalyticsDto } from '@stagelink/contracts';
import type { FastifyRequest } from 'fastify';
import { RpcClient } from '../common/rpc-client';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { RateLimited } from '../visitors/visitor-rate-limit';

@Controller('api/analytics')
export class AnalyticsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly visitors: VisitorIdentity,
  ) {}

  @Post()
  @HttpCode(201)
  @RateLimited('analytics')
  record(@Body() body: RecordAnalyticsDto, @Req() request: FastifyRequest): Promise<{ recorded: true }> {
    return this.rpc.send(EngagementPatterns.recordAnalytics, { ...body, ...this.visitors.of(request) });
  }
}
