/** Readers of section `data`, shared by the page and the services. */
export const SECTION_TYPES = [
  'video',
  'image',
  'book',
  'collaboration',
  'text',
  'tiktok',
  'spotify',
  'instagram',
  'newsletter',
  'applemusic',
  'custom',
  'tour',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export interface VideoItem {
  title: string;
  url: string;
  thumbnail?: string;
}

/** A video section holds `videos[]`, or in older data a single `url` and `thumbnail`. */
export function videosOf(data: Record<string, unknown>): VideoItem[] {
  if (Array.isArray(data.videos)) {
    return data.videos.filter(isRecord).map((video) => ({
      title: text(video.title),
      url: text(video.url),
      thumbnail: text(video.thumbnail) || undefined,
    }));
  }
  return typeof data.url === 'string' && data.url ? [{ title: '', url: data.url, thumbnail: text(data.thumbnail) || undefined }] : [];
}

/** Every video of these sections, by section and place: what a page's likes are read for. */
export function videoRefsOf(
  sections: readonly { id: number; type: string; data: Record<string, unknown> }[],
): { sectionId: number; videoIndex: number }[] {
  return sections
    .filter((section) => section.type === 'video')
    .flatMap((section) => videosOf(section.data).map((_video, videoIndex) => ({ sectionId: section.id, videoIndex })));
}

const VIDEO_ID_LENGTH = 11;
const VIDEO_ID_PATTERNS = [/[?&]v=([^&#]+)/, /youtu\.be\/([^?&#/]+)/, /\/(?:embed|shorts|live|v)\/([^?&#/]+)/];

/** The video-platform id of a link, or null unless it is exactly 11 characters, as the platform's ids are. */
export function videoIdOf(url: string): string | null {
  for (const pattern of VIDEO_ID_PATTERNS) {
    const id = pattern.exec(url)?.[1];
    if (id) return id.length === VIDEO_ID_LENGTH && /^[\w-]+$/.test(id) ? id : null;
  }
  return null;
}

/** The hosts whose links the page can play (docs/decisions.md, D-108). */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);

/** Why the page cannot play this video link: the same words in the form and in the server's 400. */
export const NOT_YOUTUBE_MESSAGE = 'Only YouTube videos can be played on the page: paste a youtube.com or youtu.be link to one video';

/** A link to one YouTube video: a YouTube host and a video id, which is all the page's player takes. */
export function isYouTubeVideoLink(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return YOUTUBE_HOSTS.has(host) && videoIdOf(url) !== null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
