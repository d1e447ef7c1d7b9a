import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { responsiveImage, text } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { SectionCard } from './section-card';
import type { SectionProps } from './section-list';

export function BookSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const coverImage = text(section.data.coverImage);
  const description = text(section.data.description);
  const link = text(section.data.link);
  return (
    <SectionCard title={section.title} type="book">
      <div className="flex gap-4">
        {coverImage && (
          <img
            {...responsiveImage(coverImage, '96px')}
            alt={section.title}
            width={96}
            height={128}
            loading="lazy"
            decoding="async"
            className="h-32 w-24 shrink-0 rounded-md object-cover shadow"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {description && (
            <p className="whitespace-pre-line text-sm text-slate-600 dark:text-neutral-300">
              <bdi>{description}</bdi>
            </p>
          )}
          {link && (
            <Button asChild size="sm" className="self-start">
              <a href={link} target="_blank" rel="noopener noreferrer">
                <ShoppingBag aria-hidden="true" />
                {t('book.buy')}
              </a>
            </Button>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
