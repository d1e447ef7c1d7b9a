import { lazyComponent } from '@/lib/lazy';

/** What the public page needs only after a tap: each in its own chunk, fetched when idle. */
export const LazyLanguageMenu = lazyComponent(() => import('./language-menu'), 'LanguageMenu');
export const LazyBookingDialog = lazyComponent(() => import('./booking/booking-dialog'), 'BookingDialog');
export const LazyLegalDialog = lazyComponent(() => import('./legal-dialog'), 'LegalDialog');
export const LazyLinkConfirmDialog = lazyComponent(() => import('./sections/link-confirm-dialog'), 'LinkConfirmDialog');
export const LazyReadMoreDialog = lazyComponent(() => import('./sections/read-more-dialog'), 'ReadMoreDialog');

export const LazyGalleryViewer = lazyComponent(() => import('./sections/gallery-viewer'), 'GalleryViewer');

export const LAZY_PARTS = [
  LazyLanguageMenu,
  LazyBookingDialog,
  LazyLegalDialog,
  LazyLinkConfirmDialog,
  LazyReadMoreDialog,
  LazyGalleryViewer,
];
