import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  EngagementPatterns,
  likeVideoQuerySchema,
  likeVideoSchema,
  type LikeState,
  type LikeVideoDto,
  type VideoLikeMessageDto,
} from '@stagelink/contracts';
import { RowId } from '../common/id-param';
import { StrictBody, StrictQuery } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from '../profile/public-content';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { RateLimited } from '../visitors/visitor-rate-limit';
import { assertLikableVideo } from './likable-video';

@Controller('api/sections/:sectionId')
export class LikesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
    private readonly visitors: VisitorIdentity,
  ) {}

  @Get('likes')
  async get(
    @RowId('sectionId', 'Section') sectionId: number,
    @StrictQuery(likeVideoQuerySchema) query: LikeVideoDto,
    @Req() request: FastifyRequest,
  ): Promise<LikeState> {
    return this.rpc.send(EngagementPatterns.getLikes, await this.likeMessage(sectionId, query, request));
  }

  @Post('like')
  @HttpCode(200)
  @RateLimited('likes')
  async toggle(
    @RowId('sectionId', 'Section') sectionId: number,
    @StrictBody(likeVideoSchema) body: LikeVideoDto,
    @Req() request: FastifyRequest,
  ): Promise<LikeState> {
    return this.rpc.send(EngagementPatterns.toggleLike, await this.likeMessage(sectionId, body, request));
  }

  /** Only an existing video of a visible section can be read or liked (likable-video.ts). */
  private async likeMessage(sectionId: number, { videoIndex = 0 }: LikeVideoDto, request: FastifyRequest): Promise<VideoLikeMessageDto> {
    await assertLikableVideo(this.publicContent, sectionId, videoIndex);
    return { ...this.visitors.of(request), sectionId, videoIndex };
  }
}
