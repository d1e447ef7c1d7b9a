import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EngagementPatterns,
  subjectOf,
  VideoLikeMessageDto,
  VideoLikesMessageDto,
  type LikeState,
  type VideoLikes,
} from '@stagelink/contracts';
import { LikesService } from './likes.service';

@Controller()
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @MessagePattern(subjectOf(EngagementPatterns.getLikes))
  get(@Payload() request: VideoLikeMessageDto): Promise<LikeState> {
    return this.likes.get(request);
  }

  @MessagePattern(subjectOf(EngagementPatterns.getVideoLikes))
  many(@Payload() request: VideoLikesMessageDto): Promise<VideoLikes[]> {
    return this.likes.many(request);
  }

  @MessagePattern(subjectOf(EngagementPatterns.toggleLike))
  toggle(@Payload() request: VideoLikeMessageDto): Promise<LikeState> {
    return this.likes.toggle(request);
  }
}
