import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord, responsiveImage, text } from '@stagelink/contracts';
import { LazyGalleryViewer } from '@/features/profile/components/lazy-parts';
import { SectionCard } from './section-card';
import type { SectionProps } from './section-list';

export const MAX_GALLERY_IMAGES = 3;
/** A third of the page's column (max-w-xl), less the gaps: a phone downloads its smallest stored width. */
const GALLERY_IMAGE_SIZES = '(min-width: 576px) 180px, 30vw';

/** At most three images, each with its alt text; one with a link opens it, the others open full screen. */
export function ImageSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const images = (Array.isArray(section.data.images) ? section.data.images : [])
    .filter(isRecord)
    .map((image) => ({ url: text(image.url), alt: text(image.alt), link: text(image.link) }))
    .filter((image) => image.url)
    .slice(0, MAX_GALLERY_IMAGES);
  return (
    <SectionCard title={section.title} type="image">
      <div className="grid grid-cols-3 gap-2">
        {images.map((image, index) => {
          const picture = (
            <img
              {...responsiveImage(image.url, GALLERY_IMAGE_SIZES)}
              alt={image.alt}
              width={300}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full rounded-lg object-cover"
            />
          );
          return image.link ? (
            <a key={index} href={image.link} target="_blank" rel="noopener noreferrer">
              {picture}
            </a>
          ) : (
            <button
              key={index}
              type="button"
              onClick={() => setViewing(index)}
              aria-label={[image.alt, t('gallery.open', { n: index + 1 })].filter(Boolean).join(': ')}
              className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {picture}
            </button>
          );
        })}
      </div>
      {viewing !== null && (
        <Suspense fallback={null}>
          <LazyGalleryViewer photos={images} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
