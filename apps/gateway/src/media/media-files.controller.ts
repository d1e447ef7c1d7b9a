import { Readable } from 'node:stream';
import { Controller, Get, Logger, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMediaObjectName, STORED_IMAGE_TYPE } from '@stagelink/contracts';
import { sendError } from '../common/error-reply';
import { ObjectStorage, type StoredObject } from '../common/object-storage.module';

/**
 * `GET /media/<name>` (and HEAD): the uploads, from the object store through the gateway.
 * A name is never reused, so a file is cached for a year. Everything under `/media/` is routed
 * here, never to the web app's pages; a name that cannot be one of ours is a 404 without asking
 * the store. Stored files are WebP made by the server, and are sent as nothing else.
 */
@Controller('media')
export class MediaFilesController {
  private readonly logger = new Logger(MediaFilesController.name);

  constructor(private readonly storage: ObjectStorage) {}

  @Get('*')
  async serve(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const name = (request.params as Record<string, string | undefined>)['*'] ?? '';
    const object = isMediaObjectName(name) ? await this.read(name, request.method === 'HEAD') : null;
    if (!object) return sendError(reply, 404, 'There is no such media file.');
    void reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Type', STORED_IMAGE_TYPE)
      .header('X-Content-Type-Options', 'nosniff');
    if (object.length !== undefined) void reply.header('Content-Length', object.length);
    // HEAD sends no bytes; an empty stream, unlike an empty string, keeps the file's length.
    await reply.send(object.body ?? Readable.from([]));
  }

  private async read(name: string, headOnly: boolean): Promise<StoredObject | null> {
    try {
      return await (headOnly ? this.storage.head(name) : this.storage.get(name));
    } catch (error) {
      this.logger.warn({ err: error, name }, 'Reading a media file failed');
      throw new ServiceUnavailableException('The media store cannot be reached. Please try again shortly.');
    }
  }
}
