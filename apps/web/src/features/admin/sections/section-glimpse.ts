import type { TFunction } from 'i18next';
import { isRecord, text, tourDatesOf, videoIdOf, videosOf, type Section } from '@stagelink/contracts';

/** What a section's card in the list shows of its content (docs/decisions.md, D-106). */
export interface SectionGlimpse {
  /** Pictures of the section, first first: a video's thumbnail, a gallery's photos, a cover, a logo. */
  pictures: string[];
  /** How many pictures there are in all, when more than those shown. */
  morePictures: number;
  /** One line of what the section says or where it leads. */
  line: string;
}

const GALLERY_SHOWN = 3;

const itemsOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** The first line that has words in it. */
export function firstLine(value: string): string {
  return (
    value
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** A link as a person reads it: no scheme, no `www.`, no trailing slash. */
export function linkAddress(url: string): string {
  return url
    .trim()
    .replace(/^(https?:\/\/|mailto:|tel:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** The glimpse's words in the owner's language (docs/decisions.md, D-152): counts with their plural forms, names listed. */
export function sectionGlimpse(section: Pick<Section, 'type' | 'data'>, t: TFunction): SectionGlimpse {
  const { data } = section;
  const counted = (what: 'videos' | 'photos' | 'services' | 'dates', count: number) => t(`admin.glimpse.${what}`, { count });
  const named = (what: string, names: string[]) =>
    names.length > 0 ? t('admin.glimpse.named', { what, names: names.join(t('admin.glimpse.separator')) }) : what;
  const only = (line: string, pictures: string[] = []): SectionGlimpse => ({ pictures: pictures.filter(Boolean), morePictures: 0, line });
  switch (section.type) {
    case 'video': {
      const videos = videosOf(data);
      const first = videos[0];
      const id = first ? videoIdOf(first.url) : null;
      const thumbnail = first?.thumbnail ?? (id ? `https://i.ytimg.com/vi/${id}/default.jpg` : '');
      const line =
        videos.length > 1 ? counted('videos', videos.length) : first ? first.title || linkAddress(first.url) : t('admin.glimpse.noVideo');
      return only(line, [thumbnail]);
    }
    case 'image': {
      const images = itemsOf(data.images)
        .map((image) => text(image.url))
        .filter(Boolean);
      return {
        pictures: images.slice(0, GALLERY_SHOWN),
        morePictures: Math.max(0, images.length - GALLERY_SHOWN),
        line: images.length > 0 ? counted('photos', images.length) : t('admin.glimpse.noPhotos'),
      };
    }
    case 'book':
      return only(firstLine(text(data.description)) || linkAddress(text(data.link)), [text(data.coverImage)]);
    case 'collaboration': {
      const services = itemsOf(data.services);
      const names = services.map((service) => text(service.name)).filter(Boolean);
      return only(named(counted('services', services.length), names));
    }
    case 'text':
      // Emphasis marks are the text's styling, not its words.
      return only(firstLine(text(data.content)).replace(/(\*\*|\*)(.+?)\1/g, '$2'));
    case 'tiktok':
    case 'instagram':
      return only(text(data.username) ? `@${text(data.username).replace(/^@/, '')}` : linkAddress(text(data.url)));
    case 'spotify':
    case 'applemusic':
      return only(linkAddress(text(data.url)) || text(data.artistName));
    case 'custom':
      return only(linkAddress(text(data.url)), [text(data.logoUrl)]);
    case 'newsletter':
      return only(firstLine(text(data.description)));
    case 'tour': {
      const dates = tourDatesOf(data).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
      const cities = dates.map((date) => date.city).filter(Boolean);
      return only(dates.length > 0 ? named(counted('dates', dates.length), cities) : t('admin.glimpse.noDates'));
    }
    default:
      return only('');
  }
}
