import { randomBytes } from 'node:crypto';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  imageVariantUrl,
  imageVariantUrls,
  MEDIA_PATH_PREFIX,
  MediaPatterns,
  STORED_IMAGE_TYPE,
  type MediaItem,
} from '@stagelink/contracts';
import { ObjectStorage } from '../common/object-storage.module';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from '../profile/public-content';
import { encodeImage } from './image-encoder';
import type { UploadedFile } from './upload-reader';

const STORE_FAILED = 'The image could not be stored. Please try again shortly.';

/**
 * The media gallery (docs/decisions.md, D-26): the files live in the object store under names
 * the server makes, the rows in the profile service. Either both exist or neither does: the
 * files are put first and removed again when the row cannot be recorded.
 */
@Injectable()
export class MediaLibrary {
  private readonly logger = new Logger(MediaLibrary.name);

  constructor(
    private readonly storage: ObjectStorage,
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
  ) {}

  async add(upload: UploadedFile): Promise<MediaItem> {
    const image = await encodeImage(upload.bytes);
    const key = randomBytes(16).toString('hex');
    const filename = `${key}.webp`;
    const url = `${MEDIA_PATH_PREFIX}${filename}`;
    const files = image.variants.map(({ width, body }) => ({ name: objectNameOf(imageVariantUrl(url, width) ?? url), body }));
    try {
      await Promise.all(files.map((file) => this.storage.put(file.name, file.body, STORED_IMAGE_TYPE)));
    } catch (error) {
      this.logger.warn({ err: error }, 'Storing an upload failed');
      await this.removeFiles(files.map((file) => file.name));
      throw new ServiceUnavailableException(STORE_FAILED);
    }
    const largest = image.variants[image.variants.length - 1];
    try {
      return await this.rpc.send(MediaPatterns.record, {
        filename,
        originalName: upload.originalName,
        url,
        size: largest?.body.length ?? 0,
        mimeType: STORED_IMAGE_TYPE,
        width: image.width,
        height: image.height,
      });
    } catch (error) {
      await this.removeFiles(files.map((file) => file.name));
      throw error;
    }
  }

  list(): Promise<MediaItem[]> {
    return this.rpc.send(MediaPatterns.list, {});
  }

  /** The row and its uses go first, in one transaction; then its files, then the visitors' cached page. */
  async remove(id: number): Promise<MediaItem> {
    const removed = await this.rpc.send(MediaPatterns.remove, { id });
    await this.removeFiles(imageVariantUrls(removed.url).map(objectNameOf));
    await this.publicContent.invalidate();
    return removed;
  }

  /** Best effort: a file left behind is only unused space, logged to be found; the row is what the page reads. */
  private async removeFiles(names: string[]): Promise<void> {
    await this.storage.deleteAll(names).catch((error: unknown) => {
      this.logger.error({ err: error, names }, 'Removing stored media files failed; they are left unused');
    });
  }
}

function objectNameOf(url: string): string {
  return url.slice(MEDIA_PATH_PREFIX.length);
}
