import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  EngagementPatterns,
  subjectOf,
  videoLikeMessageSchema,
  videoLikesMessageSchema,
  type LikeState,
  type VideoLikeMessageDto,
  type VideoLikes,
  type VideoLikesMessageDto,
} from '@stagelink/contracts';
import { CheckedPayload } from '@stagelink/nest-kit';
import { LikesService } from './likes.service';

@Controller()
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @MessagePattern(subjectOf(EngagementPatterns.getLikes))
  get(@CheckedPayload(videoLikeMessageSchema) request: VideoLikeMessageDto): Promise<LikeState> {
    return this.likes.get(request);
  }

  @MessagePattern(subjectOf(EngagementPatterns.getVideoLikes))
  many(@CheckedPayload(videoLikesMessageSchema) request: VideoLikesMessageDto): Promise<VideoLikes[]> {
    return this.likes.many(request);
  }

  @MessagePattern(subjectOf(EngagementPatterns.toggleLike))
  toggle(@CheckedPayload(videoLikeMessageSchema) request: VideoLikeMessageDto): Promise<LikeState> {
    return this.likes.toggle(request);
  }
}
