import { Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { preloadWhenIdle } from '@/lib/lazy';
import { recordAnalytics } from '@/lib/record-analytics';
import { useProfile } from '../api/get-profile';
import { useSections } from '../api/get-sections';
import { useDarkMode } from '../hooks/use-dark-mode';
import { BookingButton } from './booking-button';
import { BookingCard } from './booking-card';
import { FloatingAdminButton } from './floating-admin-button';
import { LAZY_PARTS, LazyBookingDialog } from './lazy-parts';
import { MiniAvatar } from './mini-avatar';
import { DEFAULT_AVATAR, ProfileHeader } from './profile-header';
import { SectionList } from './sections/section-list';
import { SiteFooter } from './site-footer';
import { ThemedBackground } from './themed-background';
import { TopBar } from './top-bar';

// One view per page load, even when React mounts the page twice in development.
let viewRecorded = false;

export function ProfilePage() {
  const profile = useProfile();
  const sections = useSections();
  const [dark, toggleDark] = useDarkMode();
  const [bookingOpen, setBookingOpen] = useState(false);
  const [bookingUsed, setBookingUsed] = useState(false);
  const header = useRef<HTMLElement>(null);

  useEffect(() => {
    if (viewRecorded) return;
    viewRecorded = true;
    recordAnalytics({ event: 'profile_view' });
  }, []);
  useEffect(() => preloadWhenIdle(...LAZY_PARTS), []);

  if (profile.isPending || sections.isPending) return <ProfileSkeleton />;
  if (profile.isError || !profile.data) return <ProfileNotFound />;

  const data = profile.data;
  const openBooking = () => {
    recordAnalytics({ event: 'booking_click' });
    setBookingUsed(true);
    setBookingOpen(true);
  };
  return (
    <>
      <ThemedBackground settings={data.backgroundSettings} dark={dark} />
      <TopBar
        dark={dark}
        onToggleDark={toggleDark}
        center={<MiniAvatar src={data.profileImage || DEFAULT_AVATAR} name={data.name} target={() => header.current} />}
      />
      <BookingButton settings={data.bookingButtonSettings} onOpen={openBooking} />
      <main className="mx-auto flex min-h-screen max-w-xl flex-col gap-4 px-4 pt-24">
        <ProfileHeader ref={header} profile={data} />
        <BookingCard title={data.bookingButtonSettings.text} onOpen={openBooking} />
        <SectionList sections={sections.data ?? []} onBook={openBooking} />
        <SiteFooter footer={data.footerSettings} />
      </main>
      <FloatingAdminButton booking={data.bookingButtonSettings} />
      {bookingUsed && (
        <Suspense fallback={null}>
          <LazyBookingDialog settings={data.bookingModalSettings} open={bookingOpen} onOpenChange={setBookingOpen} />
        </Suspense>
      )}
    </>
  );
}

function ProfileSkeleton() {
  return (
    <main aria-busy="true" className="mx-auto flex min-h-screen max-w-xl flex-col items-center gap-4 px-4 py-24">
      <Skeleton className="h-36 w-36 rounded-full" />
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-72" />
      <Skeleton className="mt-6 h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </main>
  );
}

function ProfileNotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-bold">Profile Not Found</h1>
      <p className="text-muted-foreground">Please check back later.</p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </main>
  );
}
