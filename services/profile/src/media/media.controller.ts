import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  mediaIdSchema,
  MediaPatterns,
  recordMediaSchema,
  subjectOf,
  type MediaIdDto,
  type MediaItem,
  type RecordMediaDto,
} from '@stagelink/contracts';
import { CheckedPayload } from '@stagelink/nest-kit';
import { MediaService } from './media.service';

@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @MessagePattern(subjectOf(MediaPatterns.record))
  record(@CheckedPayload(recordMediaSchema) upload: RecordMediaDto): Promise<MediaItem> {
    return this.media.record(upload);
  }

  @MessagePattern(subjectOf(MediaPatterns.list))
  list(): Promise<MediaItem[]> {
    return this.media.list();
  }

  @MessagePattern(subjectOf(MediaPatterns.remove))
  remove(@CheckedPayload(mediaIdSchema) request: MediaIdDto): Promise<MediaItem> {
    return this.media.remove(request.id);
  }
}
