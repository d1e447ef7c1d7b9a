import { clsx } from 'clsx';
import { useRef } from 'react';
import type { BookingButtonSettings, PublicProfile, Section } from '@stagelink/contracts';
import { BookingButton, bookingButtonSlot } from '@/components/booking/booking-button';
import { BookingCard } from './booking-card';
import type { BookingChoice } from './booking/booking-choice';
import { MiniAvatar } from './mini-avatar';
import { DEFAULT_AVATAR, ProfileHeader } from './profile-header';
import { SectionList } from './sections/section-list';
import { SiteFooter } from './site-footer';
import { ThemedBackground } from './themed-background';
import { TopBar } from './top-bar';

export interface PageViewProps {
  /** The profile and sections as the visitor's language reads them. */
  profile: PublicProfile;
  sections: Section[];
  dark: boolean;
  onToggleDark: () => void;
  /** Opens the booking dialog; a collaboration service says which service. */
  onBook: (choice?: BookingChoice) => void;
  /** The section the owner's preview brings into view. */
  markedSectionId?: number;
}

/** Whether the pinned booking button has a bar of its own at the bottom of the screen. */
export function pinnedToBottom(settings: BookingButtonSettings): boolean {
  const slot = bookingButtonSlot(settings);
  return slot === 'bottom-start' || slot === 'bottom-end';
}

/**
 * What the page draws, and nothing it does: the visitor's page wraps it with the visit, the
 * trackers and the dialogs; the owner's preview draws it from unsaved values (D-104).
 */
export function PageView({ profile, sections, dark, onToggleDark, onBook, markedSectionId }: PageViewProps) {
  const header = useRef<HTMLElement>(null);
  const slot = bookingButtonSlot(profile.bookingButtonSettings);
  const pinned = <BookingButton settings={profile.bookingButtonSettings} onOpen={() => onBook()} />;
  const bottomBar = pinnedToBottom(profile.bookingButtonSettings);
  return (
    <>
      <ThemedBackground settings={profile.backgroundSettings} dark={dark} />
      <TopBar
        dark={dark}
        onToggleDark={onToggleDark}
        start={slot === 'top-start' && pinned}
        end={slot === 'top-end' && pinned}
        center={<MiniAvatar src={profile.profileImage || DEFAULT_AVATAR} name={profile.name} target={() => header.current} />}
      />
      <main className={clsx('mx-auto flex min-h-screen max-w-xl flex-col gap-4 px-4 pt-24', bottomBar ? 'pb-24' : 'pb-6')}>
        <ProfileHeader ref={header} profile={profile} />
        <BookingCard title={profile.bookingButtonSettings.text} onOpen={() => onBook()} />
        <SectionList sections={sections} onBook={onBook} markedId={markedSectionId} timeZone={profile.timeZone} />
        <SiteFooter footer={profile.footerSettings} />
      </main>
      {bottomBar && (
        <div
          className={clsx(
            'fixed inset-x-0 bottom-0 z-40 box-content flex h-16 items-center bg-black/60 px-3 pb-[env(safe-area-inset-bottom)] backdrop-blur-md',
            slot === 'bottom-end' && 'justify-end',
          )}
          data-testid="bottom-bar"
        >
          {pinned}
        </div>
      )}
    </>
  );
}
