import { Injectable } from '@nestjs/common';
import type { LikeState, VideoLikeMessageDto, VideoLikes, VideoLikesMessageDto } from '@stagelink/contracts';
import { LikesRepository } from './likes.repository';

/**
 * Likes of one visitor. Which videos may be liked the gateway decides, holding the sections
 * (apps/gateway/src/engagement/likable-video.ts); here a toggle flips this visitor's like and
 * answers the video's new state.
 */
@Injectable()
export class LikesService {
  constructor(private readonly likes: LikesRepository) {}

  get(request: VideoLikeMessageDto): Promise<LikeState> {
    return this.likes.state(request, request.visitor);
  }

  many(request: VideoLikesMessageDto): Promise<VideoLikes[]> {
    return this.likes.states(request.videos, request.visitor ?? null);
  }

  toggle(request: VideoLikeMessageDto): Promise<LikeState> {
    return this.likes.toggle({
      sectionId: request.sectionId,
      videoIndex: request.videoIndex,
      visitor: request.visitor,
      userAgent: request.userAgent ?? null,
    });
  }
}
