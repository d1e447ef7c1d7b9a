import { Controller, Get, Header, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { EngagementPatterns, videoRefsOf, type VideoLikes } from '@stagelink/contracts';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from '../profile/public-content';
import { VisitorIdentity } from '../visitors/visitor-identity';

/**
 * `GET /api/likes`: every video of the page, with its total and whether this visitor likes it,
 * in one call and one query (docs/decisions.md, D-55). The spec's per-video call still answers
 * one video. The answer is this visitor's, so no shared cache may keep it.
 */
@Controller('api/likes')
export class PageLikesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
    private readonly visitors: VisitorIdentity,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  async get(@Req() request: FastifyRequest): Promise<VideoLikes[]> {
    const videos = videoRefsOf(await this.publicContent.visibleSections());
    if (videos.length === 0) return [];
    return this.rpc.send(EngagementPatterns.getVideoLikes, { videos, visitor: this.visitors.of(request).visitor });
  }
}
