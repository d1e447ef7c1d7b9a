import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  EngagementPatterns,
  ProfilePatterns,
  saveArtificialLikesSchema,
  type ArtificialLikes,
  type SaveArtificialLikesRequest,
} from '@stagelink/contracts';
import { OwnerBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from '../profile/public-content';
import { assertVideoExists } from './likable-video';

/**
 * The owner's configured likes (docs/decisions.md, D-12 and D-45). A like read is live; the
 * totals the page comes with are cached with the public data, so a save clears that.
 */
@Controller('api/artificial-likes')
export class ArtificialLikesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
  ) {}

  @Get()
  list(): Promise<ArtificialLikes[]> {
    return this.rpc.send(EngagementPatterns.listArtificialLikes, {});
  }

  /** Only an existing video of an existing section, hidden or not: 404 for the section, 400 for the video. */
  @Post()
  @HttpCode(200)
  async save(@OwnerBody(saveArtificialLikesSchema) body: SaveArtificialLikesRequest): Promise<ArtificialLikes> {
    assertVideoExists(await this.rpc.send(ProfilePatterns.getSection, { id: body.sectionId }), body.videoIndex);
    const saved = await this.rpc.send(EngagementPatterns.saveArtificialLikes, body);
    // The page comes with every video's total (docs/decisions.md, D-55): the next one shows this.
    await this.publicContent.invalidate();
    return saved;
  }
}
