import {
  BookOpen,
  Camera,
  Disc3,
  FileText,
  Globe,
  Handshake,
  Images,
  Mail,
  Music,
  Music2,
  Ticket,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { SECTION_TYPE_LABELS, SECTION_TYPES, type SectionType } from '@stagelink/contracts';
import { own } from '@/lib/own';

/** Each type's icon in the chooser and the list; link types use the visitor page's own icons. */
export const SECTION_TYPE_ICONS: Record<SectionType, LucideIcon> = {
  video: Video,
  image: Images,
  book: BookOpen,
  collaboration: Handshake,
  text: FileText,
  tiktok: Music2,
  spotify: Disc3,
  instagram: Camera,
  newsletter: Mail,
  applemusic: Music,
  custom: Globe,
  tour: Ticket,
};

/** One line under each type in the chooser, so the owner knows what they are picking. */
export const SECTION_TYPE_HINTS: Record<SectionType, string> = {
  video: 'Videos with likes',
  image: 'Uploaded photos',
  book: 'Cover, text and a shop link',
  collaboration: 'Services with a booking button',
  text: 'Short text and a read-more popup',
  tiktok: 'Link to your TikTok',
  spotify: 'Link to your Spotify',
  instagram: 'Link to your Instagram',
  newsletter: 'Visitors subscribe',
  applemusic: 'Link to Apple Music',
  custom: 'Any link with your logo',
  tour: 'Concert dates with ticket links',
};

/**
 * The chooser's order: the links artists add most first, then the rest in the spec's order
 * (docs/decisions.md, D-110).
 */
const MOST_USED: readonly SectionType[] = ['custom', 'instagram', 'tiktok', 'spotify', 'applemusic', 'video'];
export const SECTION_TYPES_BY_USE: readonly SectionType[] = [...MOST_USED, ...SECTION_TYPES.filter((type) => !MOST_USED.includes(type))];

/** A stored type this panel knows, or null for one it does not (that section can still be hidden or deleted). */
export function knownSectionType(type: string): SectionType | null {
  return (SECTION_TYPES as readonly string[]).includes(type) ? (type as SectionType) : null;
}

export function sectionTypeLabel(type: string): string {
  return own(SECTION_TYPE_LABELS, type) ?? type;
}
