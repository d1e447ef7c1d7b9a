import type { ComponentType } from 'react';
import { DEFAULT_TIME_ZONE, isShownAt, nextWindowEdge, type Section } from '@stagelink/contracts';
import type { BookingChoice } from '@/features/profile/components/booking/booking-choice';
import { useNowUntil } from '@/hooks/use-now-until';
import { own } from '@/lib/own';
import { BookSection } from './book-section';
import { CollaborationSection } from './collaboration-section';
import { ImageSection } from './image-section';
import { LinkSection } from './link-section';
import { NewsletterSection } from './newsletter-section';
import { TextSection } from './text-section';
import { TourSection } from './tour-section';
import { VideoSection } from './video-section';

export interface SectionProps {
  section: Section;
  /** Opens the booking dialog; a collaboration service says which service. */
  onBook: (choice?: BookingChoice) => void;
  /** The artist's time zone, in which dates are shown (docs/decisions.md, D-122). */
  timeZone: string;
}

const BY_TYPE: Record<string, ComponentType<SectionProps>> = {
  video: VideoSection,
  image: ImageSection,
  book: BookSection,
  collaboration: CollaborationSection,
  text: TextSection,
  tiktok: LinkSection,
  spotify: LinkSection,
  instagram: LinkSection,
  applemusic: LinkSection,
  custom: LinkSection,
  newsletter: NewsletterSection,
  tour: TourSection,
};

interface SectionListProps {
  sections: Section[];
  onBook: SectionProps['onBook'];
  timeZone?: string;
  /** The owner's preview marks the section being edited, to bring it into view (docs/decisions.md, D-104). */
  markedId?: number;
}

/**
 * Visible sections in their order, those scheduled only inside their windows (docs/decisions.md,
 * D-120) but for the one the owner is editing; a type this page does not know renders nothing.
 */
export function SectionList({ sections, onBook, markedId, timeZone = DEFAULT_TIME_ZONE }: SectionListProps) {
  const now = useNowUntil((at) => nextWindowEdge(sections, at));
  return (
    <>
      {sections
        .filter((section) => section.isVisible && (section.id === markedId || isShownAt(section, now)))
        .map((section) => {
          const Component = own(BY_TYPE, section.type);
          if (!Component) return null;
          const drawn = <Component key={section.id} section={section} onBook={onBook} timeZone={timeZone} />;
          return section.id === markedId ? (
            <div key={section.id} className="contents" data-marked-section>
              {drawn}
            </div>
          ) : (
            drawn
          );
        })}
    </>
  );
}
