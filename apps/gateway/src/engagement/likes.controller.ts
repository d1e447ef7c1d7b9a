import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req } from '@nestjs/common';
import { EngagementPatterns, type LikeState, LikeVideoDto, videosOf, type VideoLikeMessageDto } from '@stagelink/contracts';
import type { FastifyRequest } from 'fastify';
import { idParam } from '../common/id-param';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from '../profile/public-content';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { RateLimited } from '../visitors/visitor-rate-limit';

const sectionIdPipe = idParam('Section');

@Controller('api/sections/:sectionId')
export class LikesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
    private readonly visitors: VisitorIdentity,
  ) {}

  @Get('likes')
  async get(@Param('sectionId', sectionIdPipe) sectionId: number, @Query() query: LikeVideoDto, @Req() request: FastifyRequest): Promise<LikeState> {
    return this.rpc.send(EngagementPatterns.getLikes, await this.likeMessage(sectionId, query, request));
  }

  @Post('like')
  @HttpCode(200)
  @RateLimited('likes')
  async toggle(@Param('sectionId', sectionIdPipe) sectionId: number, @Body() body: LikeVideoDto, @Req() request: FastifyRequest): Promise<LikeState> {
    return this.rpc.send(EngagementPatterns.toggleLike, await this.likeMessage(sectionId, body, request));
  }

  /** Only a visible section's videos can be liked; the engagement service checks the index. */
  private async likeMessage(sectionId: number, { videoIndex = 0 }: LikeVideoDto, request: FastifyRequest): Promise<VideoLikeMessageDto> {
    const section = await this.publicContent.visibleSection(sectionId);
    if (!section) throw new NotFoundException(`Section ${sectionId} not found`);
    const videoCount = section.type === 'video' ? videosOf(section.data).length : 0;
    return { ...this.visitors.of(request), sectionId, videoIndex, videoCount };
  }
}
