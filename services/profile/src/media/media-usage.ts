import { isRecord, text, videosOf, type MediaUsage } from '@stagelink/contracts';

/** What the usage rules read of a section. */
export interface SectionImages {
  id: number;
  type: string;
  title: string;
  data: Record<string, unknown>;
}

/**
 * Where the image at any of `urls` (an upload's widths) is shown: the profile photo, and each
 * section whose data points at it, a gallery image, a book cover, a custom logo or a video
 * thumbnail (docs/decisions.md, D-26).
 */
export function usagesOf(urls: ReadonlySet<string>, profileImage: string | null, sections: readonly SectionImages[]): MediaUsage[] {
  const usages: MediaUsage[] = profileImage !== null && urls.has(profileImage) ? [{ kind: 'profile' }] : [];
  for (const section of sections) {
    if (imageUrlsOf(section).some((url) => urls.has(url))) usages.push({ kind: 'section', sectionId: section.id, title: section.title });
  }
  return usages;
}

function imageUrlsOf(section: SectionImages): string[] {
  const { data } = section;
  switch (section.type) {
    case 'image':
      return recordsOf(data.images).map((image) => text(image.url));
    case 'book':
      return [text(data.coverImage)];
    case 'custom':
      return [text(data.logoUrl)];
    case 'video':
      return videosOf(data).map((video) => video.thumbnail ?? '');
    default:
      return [];
  }
}

/**
 * The section's data with every use of the image taken out: gallery images removed, a cover,
 * logo or thumbnail emptied (the page then shows none). Null when the section does not use it.
 */
export function dataWithoutImage(section: SectionImages, urls: ReadonlySet<string>): Record<string, unknown> | null {
  const { data } = section;
  const uses = (value: unknown): boolean => typeof value === 'string' && urls.has(value);
  switch (section.type) {
    case 'image': {
      const images: unknown[] = Array.isArray(data.images) ? data.images : [];
      const shown = (image: unknown) => isRecord(image) && uses(image.url);
      return images.some(shown) ? { ...data, images: images.filter((image) => !shown(image)) } : null;
    }
    case 'book':
      return uses(data.coverImage) ? { ...data, coverImage: '' } : null;
    case 'custom':
      return uses(data.logoUrl) ? { ...data, logoUrl: '' } : null;
    case 'video':
      return videoDataWithout(data, uses);
    default:
      return null;
  }
}

/** Videos keep their place and link; only the thumbnail goes. Older data has one top-level `thumbnail`. */
function videoDataWithout(data: Record<string, unknown>, uses: (value: unknown) => boolean): Record<string, unknown> | null {
  if (Array.isArray(data.videos)) {
    const videos: unknown[] = data.videos;
    if (!videos.some((video) => isRecord(video) && uses(video.thumbnail))) return null;
    return { ...data, videos: videos.map((video) => (isRecord(video) && uses(video.thumbnail) ? { ...video, thumbnail: '' } : video)) };
  }
  return uses(data.thumbnail) ? { ...data, thumbnail: '' } : null;
}

function recordsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
