import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoIdOf, videosOf, type VideoItem } from '@stagelink/contracts';
import { useCarousel } from '@/features/profile/hooks/use-carousel';
import { useImageFailure } from '@/hooks/use-image-failure';
import { LikeButton } from './like-button';
import { SectionCard } from './section-card';
import type { SectionProps } from './section-list';

/** Spec section 9: a looping carousel, drag threshold 10, duration 25. */
export const CAROUSEL_OPTIONS = { loop: true, dragThreshold: 10, duration: 25 } as const;
export const PLACEHOLDER_THUMBNAIL = '/video-placeholder.svg';

/** With reduced motion the carousel jumps to the next video instead of sliding. */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function VideoSection({ section }: SectionProps) {
  const { t, i18n } = useTranslation();
  const videos = videosOf(section.data);
  const direction = i18n.dir();
  // Right to left, the first video is at the right and the next one comes from the left.
  const { viewport, run } = useCarousel({ ...CAROUSEL_OPTIONS, direction });
  return (
    <SectionCard title={section.title} type="video">
      <div className="relative">
        {/* Positioned, so it also clips the slides' absolutely placed parts (their screen-reader
            texts): before the carousel's code runs, nothing of the later slides widens the page. */}
        <div ref={viewport} className="relative overflow-hidden rounded-xl" dir={direction}>
          <div className="flex touch-pan-y">
            {videos.map((video, index) => (
              <div key={index} className="min-w-0 shrink-0 grow-0 basis-full" data-testid="video-slide">
                <VideoFacade video={video} />
                <div className="mt-1 flex items-center justify-between gap-2">
                  <p className="min-w-0 truncate text-sm font-medium">
                    <bdi>{video.title}</bdi>
                  </p>
                  <LikeButton video={{ sectionId: section.id, videoIndex: index }} />
                </div>
              </div>
            ))}
          </div>
        </div>
        {videos.length > 1 && (
          // Over the thumbnail's height, at its sides, clear of the play button in the middle.
          <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-video items-center justify-between px-2">
            <CarouselArrow
              side="start"
              label={t('video.previous')}
              onClick={() => run((carousel) => carousel.scrollPrev(prefersReducedMotion()))}
            />
            <CarouselArrow
              side="end"
              label={t('video.next')}
              onClick={() => run((carousel) => carousel.scrollNext(prefersReducedMotion()))}
            />
          </div>
        )}
      </div>
    </SectionCard>
  );
}

/** Previous sits at the start and points back, next at the end: both mirror on a right-to-left page. */
function CarouselArrow({ side, label, onClick }: { side: 'start' | 'end'; label: string; onClick: () => void }) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="pointer-events-auto flex h-11 w-11 items-center justify-center rounded-full bg-black/60 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <Icon className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
    </button>
  );
}

/**
 * The thumbnail first; the player (and every script of the video platform) loads only when
 * the visitor presses play, which keeps the page light on a phone. A thumbnail that fails to
 * load gives way to the neutral placeholder, play button and all.
 */
function VideoFacade({ video }: { video: VideoItem }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [failed, watchImage, onImageError] = useImageFailure();
  const id = videoIdOf(video.url);
  const thumbnail = failed
    ? PLACEHOLDER_THUMBNAIL
    : video.thumbnail || (id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : PLACEHOLDER_THUMBNAIL);
  if (playing && id) {
    return (
      <iframe
        className="aspect-video w-full rounded-xl"
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&playsinline=1`}
        title={video.title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => id && setPlaying(true)}
      disabled={!id}
      aria-label={t('video.play', { title: video.title })}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-slate-800"
    >
      <img
        ref={watchImage}
        src={thumbnail}
        alt=""
        width={480}
        height={270}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
        onError={onImageError}
      />
      {id && (
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform group-hover:scale-110">
            <Play className="h-7 w-7 fill-current" aria-hidden="true" />
          </span>
        </span>
      )}
    </button>
  );
}
