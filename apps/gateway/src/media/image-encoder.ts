import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import type { Metadata, SharpOptions } from 'sharp';
import { ACCEPTED_IMAGE_TYPES, IMAGE_UPLOAD_LIMITS, IMAGE_WIDTHS, MAX_STORED_IMAGE_SIDE } from '@stagelink/contracts';
import { sharp } from './sharp-on-demand';

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** One upload re-encoded: a WebP per width of IMAGE_WIDTHS, and the size of the largest. */
export interface EncodedImage {
  variants: { width: ImageWidth; body: Buffer }[];
  width: number;
  height: number;
}

export const REFUSED_TYPE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.';
export const UNREADABLE = 'The image could not be read: the file is damaged or incomplete.';

// The format sharp reads for each accepted type: a file must be the same thing to both readers.
const SHARP_FORMAT: Record<(typeof ACCEPTED_IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};
const WEBP_QUALITY = 82;

/**
 * Checks an upload by its bytes and re-encodes it (docs/decisions.md, D-26): the type is read
 * from the content, never from the name or the declared type; the pixel count is read from the
 * header before anything is decoded, so a small file that would decode to gigabytes is refused
 * unopened; the output is WebP, turned upright by its EXIF orientation and with every piece of
 * metadata (EXIF, GPS, XMP, ICC) left behind; an animation stays animated.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const metadata = await readHeader(bytes);
  const options = { animated: (metadata.pages ?? 1) > 1, limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels } as const;
  const variants: EncodedImage['variants'] = [];
  let last: (Encoded & { fullSize: boolean }) | null = null;
  for (const width of IMAGE_WIDTHS) {
    // Once a width reaches the image's own, the wider ones are the same file, stored under each name.
    if (!last?.fullSize) last = { ...(await encodeWidth(bytes, options, width)), fullSize: width >= metadata.autoOrient.width };
    variants.push({ width, body: last.body });
  }
  if (!last) throw new Error('IMAGE_WIDTHS is empty');
  return { variants, width: last.width, height: last.height };
}

interface Encoded {
  body: Buffer;
  width: number;
  height: number;
}

async function encodeWidth(bytes: Buffer, options: SharpOptions, width: ImageWidth): Promise<Encoded> {
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width, height: MAX_STORED_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // An animation's height is its frame's, not the strip of all frames.
    return { body: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new BadRequestException(UNREADABLE);
  }
}

/** The type from the bytes, then the header: refused unless both agree on an accepted image within the pixel limit. */
async function readHeader(bytes: Buffer): Promise<Metadata> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = ACCEPTED_IMAGE_TYPES.find((type) => type === detected?.mime);
  if (!mime) throw new UnsupportedMediaTypeException(REFUSED_TYPE);
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new BadRequestException(UNREADABLE);
    });
  if (metadata.format !== SHARP_FORMAT[mime]) throw new UnsupportedMediaTypeException(REFUSED_TYPE);
  const frames = metadata.pages ?? 1;
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * frames;
  if (pixels > IMAGE_UPLOAD_LIMITS.maxPixels) {
    const megapixels = Math.ceil(pixels / 1_000_000);
    const counted = frames > 1 ? ` over ${frames} frames` : '';
    throw new PayloadTooLargeException(
      `The image has ${megapixels} megapixels${counted}; at most ${IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000} can be uploaded.`,
    );
  }
  return metadata;
}
