import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoIdOf, videosOf, type VideoItem } from '@stagelink/contracts';
import { LikeButton } from './like-button';
import { SectionCard } from './section-card';
import type { SectionProps } from './section-list';

/** Spec section 9: a looping carousel, drag threshold 10, duration 25. */
export const CAROUSEL_OPTIONS = { loop: true, dragThreshold: 10, duration: 25 } as const;
export const PLACEHOLDER_THUMBNAIL = '/video-placeholder.svg';

export function VideoSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const videos = videosOf(section.data);
  const [viewport, embla] = useEmblaCarousel(CAROUSEL_OPTIONS);
  return (
    <SectionCard title={section.title} type="video">
      <div className="relative">
        <div ref={viewport} className="overflow-hidden rounded-xl">
          <div className="flex touch-pan-y">
            {videos.map((video, index) => (
              <div key={index} className="min-w-0 shrink-0 grow-0 basis-full" data-testid="video-slide">
                <VideoFacade video={video} />
                <div className="mt-2 flex items-center justify-between gap-2">
                  <p className="min-w-0 truncate text-sm font-medium">{video.title}</p>
                  <LikeButton video={{ sectionId: section.id, videoIndex: index }} />
                </div>
              </div>
            ))}
          </div>
        </div>
        {videos.length > 1 && (
          <>
            <CarouselArrow side="left" label={t('video.previous')} onClick={() => embla?.scrollPrev()} />
            <CarouselArrow side="right" label={t('video.next')} onClick={() => embla?.scrollNext()} />
          </>
        )}
      </div>
    </SectionCard>
  );
}

function CarouselArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-[28%] flex h-9 w-9 items-center justify-center rounded-full bg-black/50 text-white ${side === 'left' ? 'left-2' : 'right-2'}`}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}

/**
 * The thumbnail first; the player (and every script of the video platform) loads only when
 * the visitor presses play, which keeps the page light on a phone.
 */
function VideoFacade({ video }: { video: VideoItem }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const id = videoIdOf(video.url);
  const thumbnail = video.thumbnail || (id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : PLACEHOLDER_THUMBNAIL);
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
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-black"
    >
      <img src={thumbnail} alt="" width={480} height={270} loading="lazy" decoding="async" className="h-full w-full object-cover" />
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
