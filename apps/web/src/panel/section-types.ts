import i18next from 'i18next';
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

/** A type's name in the owner's language; a type the panel's strings lack, by the contracts' label (D-130). */
export function sectionTypeLabel(type: string): string {
  return i18next.t(`admin.sections.type.${type}`, { defaultValue: own(SECTION_TYPE_LABELS, type) ?? type });
}
