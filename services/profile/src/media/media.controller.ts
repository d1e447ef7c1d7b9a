import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MediaIdDto, MediaPatterns, RecordMediaDto, subjectOf, type MediaItem } from '@stagelink/contracts';
import { MediaService } from './media.service';

@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @MessagePattern(subjectOf(MediaPatterns.record))
  record(@Payload() upload: RecordMediaDto): Promise<MediaItem> {
    return this.media.record(upload);
  }

  @MessagePattern(subjectOf(MediaPatterns.list))
  list(): Promise<MediaItem[]> {
    return this.media.list();
  }

  @MessagePattern(subjectOf(MediaPatterns.remove))
  remove(@Payload() request: MediaIdDto): Promise<MediaItem> {
    return this.media.remove(request.id);
  }
}
