import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef } from 'react';
import { afterFirstIntent } from '@/lib/lazy';

type Carousel = Pick<EmblaCarouselType, 'scrollPrev' | 'scrollNext'>;

/**
 * An embla carousel on the element `viewport` points at, whose code runs after the page is up
 * (after the visitor's first touch, scroll or key, or at the first touch of an arrow): the first screen shows the
 * first slide from the server's markup and needs none of it (docs/decisions.md, D-57).
 */
export function useCarousel(options: EmblaOptionsType) {
  const viewport = useRef<HTMLDivElement>(null);
  const carousel = useRef<EmblaCarouselType | null>(null);
  const loading = useRef<Promise<Carousel | null> | null>(null);
  const { loop, dragThreshold, duration, direction } = options;

  const start = useCallback((): Promise<Carousel | null> => {
    loading.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (!viewport.current) return null;
      carousel.current = EmblaCarousel(viewport.current, { loop, dragThreshold, duration, direction });
      return carousel.current;
    });
    return loading.current;
  }, [loop, dragThreshold, duration, direction]);

  useEffect(() => {
    const cancel = afterFirstIntent(() => void start());
    return () => {
      cancel();
      carousel.current?.destroy();
      carousel.current = null;
      loading.current = null;
    };
  }, [start]);

  /** Runs `step` on the carousel, starting it first when its code has not come yet. */
  const run = useCallback((step: (carousel: Carousel) => void) => void start().then((ready) => ready && step(ready)), [start]);
  return { viewport, run };
}
