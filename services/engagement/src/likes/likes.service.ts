import { Injectable } from '@nestjs/common';
import { RpcErrorCode, type LikeState, type VideoLikeMessageDto } from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { LikesRepository } from './likes.repository';

@Injectable()
export class LikesService {
  constructor(private readonly likes: LikesRepository) {}

  get(request: VideoLikeMessageDto): Promise<LikeState> {
    assertVideoExists(request);
    return this.likes.state(request, request.visitor);
  }

  toggle(request: VideoLikeMessageDto): Promise<LikeState> {
    assertVideoExists(request);
    return this.likes.toggle({ ...request, userAgent: request.userAgent ?? null });
  }
}

function assertVideoExists({ sectionId, videoIndex, videoCount }: VideoLikeMessageDto): void {
  if (videoIndex >= videoCount) {
    const has = videoCount === 1 ? '1 video' : `${videoCount} videos`;
    throw new DomainError(RpcErrorCode.Validation, `videoIndex ${videoIndex} does not exist: section ${sectionId} has ${has}`);
  }
}
