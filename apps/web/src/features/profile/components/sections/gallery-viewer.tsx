import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { responsiveImage } from '@stagelink/contracts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export interface GalleryPhoto {
  url: string;
  alt: string;
}

interface GalleryViewerProps {
  photos: GalleryPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const SWIPE_DISTANCE = 50;
const NAV_BUTTON =
  'absolute top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/**
 * A gallery photo full screen (docs/decisions.md, D-110): a dialog that keeps focus inside and
 * closes on Escape; the arrow keys, the buttons and a swipe move to the next or previous photo.
 */
export function GalleryViewer({ photos, index, onIndexChange, onClose }: GalleryViewerProps) {
  const { t, i18n } = useTranslation();
  const swipeStart = useRef<number | null>(null);
  const photo = photos[index];
  if (!photo) return null;
  const several = photos.length > 1;
  const go = (step: number) => onIndexChange((index + step + photos.length) % photos.length);
  // Right to left, the next photo is to the left, as the page reads.
  const forward = i18n.dir() === 'rtl' ? -1 : 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowRight') go(forward);
    if (event.key === 'ArrowLeft') go(-forward);
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || !several || Math.abs(event.clientX - start) < SWIPE_DISTANCE) return;
    go(event.clientX < start ? forward : -forward);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="flex h-[100dvh] max-h-none w-screen max-w-none flex-col items-center justify-center gap-2 rounded-none border-0 bg-black p-4 text-white"
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        data-testid="gallery-viewer"
      >
        <DialogTitle className="text-base font-medium">{t('gallery.position', { n: index + 1, total: photos.length })}</DialogTitle>
        <img
          {...responsiveImage(photo.url, '100vw')}
          alt={photo.alt}
          className="min-h-0 w-full flex-1 touch-pan-y select-none object-contain"
          data-testid="gallery-viewer-image"
        />
        <DialogDescription className={photo.alt ? 'text-sm text-white/80' : 'sr-only'}>{photo.alt}</DialogDescription>
        {several && (
          <>
            <button type="button" className={`${NAV_BUTTON} start-2`} onClick={() => go(-1)} aria-label={t('gallery.previous')}>
              <ChevronLeft className="h-6 w-6 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <button type="button" className={`${NAV_BUTTON} end-2`} onClick={() => go(1)} aria-label={t('gallery.next')}>
              <ChevronRight className="h-6 w-6 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
