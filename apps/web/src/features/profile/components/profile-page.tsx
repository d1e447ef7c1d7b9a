import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { qrSourceOf } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { refreshPageLikes } from '@/features/profile/api/get-page-likes';
import { useProfile } from '@/features/profile/api/get-profile';
import { sectionsQueryOptions, useSections } from '@/features/profile/api/get-sections';
import { useSectionsOnSchedule } from '@/features/profile/api/sections-schedule';
import { useTranslatedPage } from '@/features/profile/api/use-translated-page';
import { useDarkMode } from '@/features/profile/hooks/use-dark-mode';
import { InAppHint } from '@/features/profile/in-app/in-app-hint';
import { LazyConsentBanner, startTrackingConsent, useConsentBannerOpen } from '@/features/profile/tracking/consent-store';
import { INTERACTIVE_MARK } from '@/lib/interactive-mark';
import { preloadAfterFirstIntent, whenIdle } from '@/lib/lazy';
import { recordAnalytics } from '@/lib/record-analytics';
import { collaborationServices, type BookingChoice } from './booking/booking-choice';
import { LAZY_PARTS, LazyBookingDialog } from './lazy-parts';
import { PageView, pinnedToBottom } from './page-view';

const SECTIONS_KEY = sectionsQueryOptions().queryKey;

// One view per page load, even when React mounts the page twice in development.
let viewRecorded = false;

export function ProfilePage() {
  const profile = useProfile();
  const sections = useSections();
  useSectionsOnSchedule(SECTIONS_KEY);
  const translated = useTranslatedPage(profile.data, sections.data);
  const [dark, toggleDark] = useDarkMode();
  const [bookingOpen, setBookingOpen] = useState(false);
  const [bookingUsed, setBookingUsed] = useState(false);
  const [bookingChoice, setBookingChoice] = useState<BookingChoice | null>(null);

  useEffect(() => {
    if (viewRecorded) return;
    viewRecorded = true;
    performance.mark(INTERACTIVE_MARK);
    // A visit from a printed QR code names its source (docs/decisions.md, D-126).
    recordAnalytics({ event: 'profile_view', utmSource: qrSourceOf(window.location.search) });
  }, []);
  useEffect(() => preloadAfterFirstIntent(...LAZY_PARTS), []);
  // The owner's trackers, on a page the gateway gave them to: asked for first (D-88).
  useEffect(() => startTrackingConsent(), []);
  const consentAsked = useConsentBannerOpen();
  const queryClient = useQueryClient();
  const hasVideos = sections.data?.some((section) => section.type === 'video') ?? false;
  useEffect(() => (hasVideos ? whenIdle(() => void refreshPageLikes(queryClient)) : undefined), [hasVideos, queryClient]);

  if (profile.isPending || sections.isPending) return <ProfileSkeleton />;
  if (profile.isError || !translated.profile) return <ProfileNotFound />;

  const data = translated.profile;
  /** A service's own booking button says which service; the general ones open the menu. */
  const openBooking = (choice?: BookingChoice) => {
    recordAnalytics(
      choice ? { event: 'booking_click', sectionId: choice.sectionId, metadata: { service: choice.service } } : { event: 'booking_click' },
    );
    setBookingChoice(choice ?? null);
    setBookingUsed(true);
    setBookingOpen(true);
  };
  const bottomBar = pinnedToBottom(data.bookingButtonSettings);
  return (
    <>
      <PageView profile={data} sections={translated.sections ?? []} dark={dark} onToggleDark={toggleDark} onBook={openBooking} />
      {consentAsked && (
        <Suspense fallback={null}>
          <LazyConsentBanner footer={data.footerSettings} aboveBottomBar={bottomBar} />
        </Suspense>
      )}
      <InAppHint aboveBottomBar={bottomBar} held={consentAsked} />
      {bookingUsed && (
        <Suspense fallback={null}>
          <LazyBookingDialog
            settings={data.bookingModalSettings}
            choice={bookingChoice}
            services={collaborationServices(translated.sections ?? [])}
            open={bookingOpen}
            onOpenChange={setBookingOpen}
          />
        </Suspense>
      )}
    </>
  );
}

function ProfileSkeleton() {
  return (
    <main aria-busy="true" className="mx-auto flex min-h-screen max-w-xl flex-col items-center gap-4 px-4 py-24">
      <Skeleton shape="circle" className="h-36 w-36" />
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
