import { Injectable } from '@nestjs/common';
import { imageVariantUrls, RecordMediaDto, RpcErrorCode, type MediaItem, type MediaUsage } from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { MediaItemEntity } from './media-item.entity';
import { usagesOf } from './media-usage';
import { MediaRepository } from './media.repository';

/** The media gallery's rows (docs/decisions.md, D-26); the files themselves are the gateway's. */
@Injectable()
export class MediaService {
  constructor(private readonly media: MediaRepository) {}

  async record(upload: RecordMediaDto): Promise<MediaItem> {
    if (upload.url !== `/media/${upload.filename}`) {
      throw new DomainError(RpcErrorCode.Validation, 'The url must be the file name under /media/.');
    }
    return toMediaItem(await this.media.insert(upload), []);
  }

  async list(): Promise<MediaItem[]> {
    const [items, uses] = await Promise.all([this.media.listNewestFirst(), this.media.imageUses()]);
    return items.map((item) => toMediaItem(item, usagesOf(new Set(imageVariantUrls(item.url)), uses.profileImage, uses.sections)));
  }

  async remove(id: number): Promise<MediaItem> {
    const removed = await this.media.removeEverywhere(id);
    if (!removed) throw new DomainError(RpcErrorCode.NotFound, 'Image not found');
    return toMediaItem(removed.item, removed.usedBy);
  }
}

function toMediaItem(item: MediaItemEntity, usedBy: MediaUsage[]): MediaItem {
  return {
    id: item.id,
    filename: item.filename,
    originalName: item.originalName,
    url: item.url,
    size: item.size,
    mimeType: item.mimeType,
    width: item.width,
    height: item.height,
    createdAt: item.createdAt.toISOString(),
    usedBy,
  };
}
