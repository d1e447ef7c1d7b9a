import { Controller, Delete, Get, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  siteIconRequestSchema,
  type GalleryImageUploaded,
  type MediaItem,
  type ProfileImageUploaded,
  type SiteIconRequest,
} from '@stagelink/contracts';
import { RowId } from '../common/id-param';
import { OwnerBody } from '../common/owner-body';
import { MediaLibrary } from './media-library';
import { SiteIcons } from './site-icon/site-icons';
import { readOneFile } from './upload-reader';

/**
 * The owner's uploads (spec section 7; docs/decisions.md, D-26). Three calls take an image, each
 * under the field name the spec gives it, and each adds it to the gallery. The profile photo's
 * upload does not change the profile: the form sets the photo and saves it.
 */
@Controller('api')
export class MediaController {
  constructor(
    private readonly library: MediaLibrary,
    private readonly siteIcons: SiteIcons,
  ) {}

  @Post('profile/image')
  async uploadProfileImage(@Req() request: FastifyRequest): Promise<ProfileImageUploaded> {
    const media = await this.library.add(await readOneFile(request, 'image'));
    return { imageUrl: media.url, media };
  }

  @Post('gallery/upload')
  async uploadGalleryImage(@Req() request: FastifyRequest): Promise<GalleryImageUploaded> {
    const media = await this.library.add(await readOneFile(request, 'file'));
    return { url: media.url, media };
  }

  @Post('media')
  async uploadMedia(@Req() request: FastifyRequest): Promise<MediaItem> {
    return this.library.add(await readOneFile(request, 'file'));
  }

  /** A custom link's site icon, fetched and kept as an upload (docs/decisions.md, D-110). */
  @Post('media/site-icon')
  fetchSiteIcon(@OwnerBody(siteIconRequestSchema) body: SiteIconRequest): Promise<MediaItem> {
    return this.siteIcons.fetchFor(body.url);
  }

  @Get('media')
  listMedia(): Promise<MediaItem[]> {
    return this.library.list();
  }

  @Delete('media/:id')
  deleteMedia(@RowId('id', 'Image') id: number): Promise<MediaItem> {
    return this.library.remove(id);
  }
}
