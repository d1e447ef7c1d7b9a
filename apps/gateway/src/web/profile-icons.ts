import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { imageVariantUrl, isMediaObjectName, MEDIA_PATH_PREFIX } from '@stagelink/contracts';
import { ObjectStorage } from '../common/object-storage.module';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { sharp } from '../media/sharp-on-demand';

/** The square sizes asked for: the home-screen icons (192, 512) and Apple's touch icon (180). */
export const ICON_SIZES = [180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

const DEFAULT_AVATAR = '/default-avatar.svg';
const KEPT_ICONS = 12;

/**
 * The artist's photo as square PNG icons, for "add to home screen" and for sharing previews
 * (docs/decisions.md, D-56), made with sharp on first demand and kept. Only pictures of this
 * site are read: a photo at another address would make the server fetch whatever the owner
 * typed, so it gets the default avatar instead.
 */
@Injectable()
export class ProfileIcons {
  private readonly logger = new Logger(ProfileIcons.name);
  private readonly webDistDir: string;
  private readonly made = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly storage: ObjectStorage,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.webDistDir = normalize(config.webDistDir);
  }

  icon(photo: string | null, size: IconSize): Promise<Buffer> {
    const key = `${size}:${photo ?? ''}`;
    let icon = this.made.get(key);
    if (!icon) {
      icon = this.make(photo, size);
      icon.catch(() => this.made.delete(key));
      if (this.made.size >= KEPT_ICONS) this.made.delete(this.made.keys().next().value as string);
      this.made.set(key, icon);
    }
    return icon;
  }

  private async make(photo: string | null, size: IconSize): Promise<Buffer> {
    const source = (await this.read(photo)) ?? (await this.read(DEFAULT_AVATAR));
    if (!source) throw new Error('The default avatar is missing from the web build');
    return sharp(source, { density: 300 }).resize(size, size, { fit: 'cover' }).png({ compressionLevel: 9 }).toBuffer();
  }

  private async read(photo: string | null): Promise<Buffer | null> {
    if (photo?.startsWith(MEDIA_PATH_PREFIX)) return this.readUpload(photo);
    if (!photo?.startsWith('/') || photo.startsWith('//')) return null;
    try {
      const file = normalize(join(this.webDistDir, decodeURIComponent(photo.split('?')[0] ?? '')));
      if (!file.startsWith(this.webDistDir + sep)) return null;
      return await readFile(file);
    } catch (error) {
      this.logger.warn({ err: error, photo }, 'Profile photo not readable for icons; using the default avatar');
      return null;
    }
  }

  /** An upload's 640-pixel width: enough for the largest icon, and small to read. */
  private async readUpload(photo: string): Promise<Buffer | null> {
    const name = (imageVariantUrl(photo, 640) ?? '').slice(MEDIA_PATH_PREFIX.length);
    if (!isMediaObjectName(name)) return null;
    try {
      const object = await this.storage.get(name);
      return object?.body ? await buffer(object.body) : null;
    } catch (error) {
      this.logger.warn({ err: error, photo }, 'Profile photo not readable from the media store; using the default avatar');
      return null;
    }
  }
}
