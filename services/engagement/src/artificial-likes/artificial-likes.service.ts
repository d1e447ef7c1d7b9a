import { Injectable } from '@nestjs/common';
import type { ArtificialLikes, LikeFigures, SaveArtificialLikesRequest } from '@stagelink/contracts';
import { ArtificialLikeEntity } from './artificial-like.entity';
import { ArtificialLikesRepository } from './artificial-likes.repository';

/**
 * The owner's configured likes (docs/decisions.md, D-12 and D-45). That the section is a video
 * section with that video the gateway checks, holding the sections; here they are stored.
 */
@Injectable()
export class ArtificialLikesService {
  constructor(private readonly artificialLikes: ArtificialLikesRepository) {}

  async list(): Promise<ArtificialLikes[]> {
    return (await this.artificialLikes.listAll()).map(toArtificialLikes);
  }

  async save(request: SaveArtificialLikesRequest): Promise<ArtificialLikes> {
    return toArtificialLikes(await this.artificialLikes.save(request));
  }

  /** For the owner's Likes tab: which videos they are, the gateway knows from the sections. */
  async figures(): Promise<LikeFigures> {
    const { profileViews, videos } = await this.artificialLikes.figures();
    return {
      profileViews,
      videos: videos.map((video) => ({ ...video, configured: video.configured && toArtificialLikes(video.configured) })),
    };
  }
}

function toArtificialLikes(row: ArtificialLikeEntity): ArtificialLikes {
  return {
    id: row.id,
    sectionId: row.sectionId,
    videoIndex: row.videoIndex,
    baseLikes: row.baseLikes,
    incrementalLikes: row.incrementalLikes,
    viewsPerIncrement: row.viewsPerIncrement,
    lastIncrementView: row.lastIncrementView,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
