import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EngagementPatterns, saveArtificialLikesSchema, subjectOf, type ArtificialLikes, type LikeFigures } from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { ArtificialLikesService } from './artificial-likes.service';

@Controller()
export class ArtificialLikesController {
  constructor(private readonly artificialLikes: ArtificialLikesService) {}

  @MessagePattern(subjectOf(EngagementPatterns.listArtificialLikes))
  list(): Promise<ArtificialLikes[]> {
    return this.artificialLikes.list();
  }

  /** Parsed again with the gateway's schema (docs/decisions.md, D-43). */
  @MessagePattern(subjectOf(EngagementPatterns.saveArtificialLikes))
  save(@Payload() message: unknown): Promise<ArtificialLikes> {
    return this.artificialLikes.save(checkedMessage(saveArtificialLikesSchema, message));
  }

  @MessagePattern(subjectOf(EngagementPatterns.listLikeFigures))
  figures(): Promise<LikeFigures> {
    return this.artificialLikes.figures();
  }
}
