import { Camera, Disc3, ExternalLink, Globe, Music, Music2, type LucideIcon } from 'lucide-react';
import { Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkSectionUrl, responsiveImage, text, type UiStringKey } from '@stagelink/contracts';
import { LazyLinkConfirmDialog } from '@/features/profile/components/lazy-parts';
import { useImageFailure } from '@/hooks/use-image-failure';
import { own } from '@/lib/own';
import { recordAnalytics } from '@/lib/record-analytics';
import type { SectionProps } from './section-list';

interface LinkCard {
  url: string;
  heading: string;
  subtitle: string;
}

const STYLE = {
  tiktok: { icon: Music2, badge: 'bg-black' },
  spotify: { icon: Disc3, badge: 'bg-[#1db954]' },
  instagram: { icon: Camera, badge: 'bg-gradient-to-tr from-yellow-400 via-pink-500 to-purple-600' },
  applemusic: { icon: Music, badge: 'bg-gradient-to-b from-pink-500 to-red-500' },
  custom: { icon: Globe, badge: 'bg-slate-700' },
} satisfies Record<string, { icon: LucideIcon; badge: string }>;

/** What a link card shows and where it goes, per type. */
export function linkCardOf(type: string, data: Record<string, unknown>, title: string): LinkCard {
  const username = text(data.username).replace(/^@/, '');
  switch (type) {
    case 'tiktok':
      return { url: text(data.url), heading: title, subtitle: username ? `@${username}` : '' };
    case 'instagram':
      return {
        url: linkSectionUrl(type, data),
        heading: title,
        subtitle: username ? `@${username}` : '',
      };
    case 'spotify':
      return { url: text(data.url), heading: text(data.artistName) || title, subtitle: text(data.description) };
    case 'applemusic':
      return { url: text(data.url), heading: text(data.artistName) || title, subtitle: '' };
    default:
      return { url: text(data.url), heading: title, subtitle: text(data.description) };
  }
}

/** Any http(s) link opens; anything else is not a link a visitor should follow from here. */
function isOpenable(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export function LinkSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const card = linkCardOf(section.type, section.data, section.title);
  const style = own(STYLE, section.type) ?? STYLE.custom;
  if (!isOpenable(card.url)) return null;

  // A plain link, so it works before (or without) any script; with one, the click asks first.
  const ask = (event: MouseEvent) => {
    event.preventDefault();
    recordAnalytics({ event: 'section_click', sectionId: section.id, metadata: { type: section.type } });
    setConfirming(true);
  };
  return (
    <section data-testid={`section-${section.type}`}>
      <a
        href={card.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={ask}
        className="flex w-full items-center gap-3 rounded-2xl bg-white/95 p-4 text-start text-slate-900 shadow-lg transition-transform active:scale-[0.99] dark:bg-neutral-900/95 dark:text-white"
      >
        <span className={`flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-xl text-white ${style.badge}`}>
          {section.type === 'custom' ? (
            <CustomLogo src={text(section.data.logoUrl)} />
          ) : (
            <style.icon className="h-6 w-6" aria-hidden="true" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">
            <bdi>{card.heading}</bdi>
          </span>
          {card.subtitle && (
            <span className="block truncate text-sm text-slate-600 dark:text-neutral-300">
              <bdi>{card.subtitle}</bdi>
            </span>
          )}
          <span className="block text-xs font-medium text-link">
            {t(`link.open.${own(STYLE, section.type) ? section.type : 'custom'}` as UiStringKey)}
          </span>
        </span>
        <ExternalLink className="h-4 w-4 shrink-0 opacity-60 rtl:-scale-x-100" aria-hidden="true" />
      </a>
      {confirming && (
        <Suspense fallback={null}>
          <LazyLinkConfirmDialog url={card.url} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </section>
  );
}

/** The owner's logo, or the default icon when it is missing or fails to load. */
function CustomLogo({ src }: { src: string }) {
  const [failed, watchImage, onImageError] = useImageFailure();
  if (!src || failed) return <Globe className="h-6 w-6" aria-hidden="true" data-testid="custom-logo-fallback" />;
  return (
    <img
      ref={watchImage}
      {...responsiveImage(src, '48px')}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="h-full w-full bg-white object-contain"
      onError={onImageError}
    />
  );
}
