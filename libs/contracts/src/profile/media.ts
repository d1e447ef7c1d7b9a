// No zod here: the visitor's page picks image sizes with these helpers (D-166); the site-icon
// request's schema is in site-icon-request.ts.

/**
 * Uploaded images (docs/decisions.md, D-26). Each upload is re-encoded and stored in a few
 * widths; the item's `url` is the largest, and the smaller ones are found from it by name, so
 * a page can offer a phone a small file without a list of variants to carry around.
 */
export const IMAGE_UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
} as const;

/** What the server accepts, detected from the bytes; SVG is refused (it can carry script). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** Every stored file is WebP, whatever was uploaded. */
export const STORED_IMAGE_TYPE = 'image/webp';

/** The largest side a stored image can have (WebP's own limit). */
export const MAX_STORED_IMAGE_SIDE = 16_383;

/** The uploader's file name is kept as data only, cut to this length. */
export const MAX_ORIGINAL_NAME_LENGTH = 255;

/** The stored widths, smallest first; the last is also the item's own `url`. No image is enlarged. */
export const IMAGE_WIDTHS = [320, 640, 960, 1600] as const;

/** Where uploads are served from; the rest of the name is made by the server. */
export const MEDIA_PATH_PREFIX = '/media/';

// `/media/<key>.webp`, the key being the server's own name: letters, digits and dashes.
const MEDIA_URL = /^\/media\/([a-z0-9-]{8,64})\.webp$/;

// A stored object's name: an item's `<key>.webp` or one of its widths, `<key>-<width>.webp`.
const MEDIA_OBJECT_NAME = /^[a-z0-9-]{8,70}\.webp$/;

/** Whether `name` (after `/media/`) can be one of ours; checked before the store is asked. */
export function isMediaObjectName(name: string): boolean {
  return MEDIA_OBJECT_NAME.test(name);
}

/** Every url an upload is served at, its own `url` last; empty when `url` is not one of ours. */
export function imageVariantUrls(url: string): string[] {
  return IMAGE_WIDTHS.map((width) => imageVariantUrl(url, width)).filter((each): each is string => each !== null);
}

/** The url of the stored width `width` of an upload, or null when `url` is not one of ours. */
export function imageVariantUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  const key = MEDIA_URL.exec(url)?.[1];
  if (!key) return null;
  return width === IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ? url : `${MEDIA_PATH_PREFIX}${key}-${width}.webp`;
}

/** A `srcset` for an upload of ours, or undefined for any other picture. */
export function imageSrcSet(url: string): string | undefined {
  if (!MEDIA_URL.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}

/**
 * An `<img>`'s source attributes: an upload of ours offers its widths for a box `sizes` wide;
 * any other picture is its one `src` (a `sizes` without a `srcset` would mean nothing).
 */
export function responsiveImage(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}

/** Where an item is in use, said before it is deleted. */
export type MediaUsage = { kind: 'profile' } | { kind: 'section'; sectionId: number; title: string };

/** `GET /api/media`: the spec's fields, with the image's size and where it is used. */
export interface MediaItem {
  id: number;
  filename: string;
  originalName: string;
  url: string;
  /** Bytes of the stored `url`. */
  size: number;
  mimeType: string;
  width: number | null;
  height: number | null;
  createdAt: string;
  usedBy: MediaUsage[];
}

/** `POST /api/profile/image` answers `imageUrl`; `POST /api/gallery/upload` answers `url`. */
export interface ProfileImageUploaded {
  imageUrl: string;
  media: MediaItem;
}
export interface GalleryImageUploaded {
  url: string;
  media: MediaItem;
}
