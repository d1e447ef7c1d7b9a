import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '@/features/profile/hooks/use-scrolled-past';

export const MINI_AVATAR_SCROLL_THRESHOLD_PX = 300;

/** After 300 px of scroll, a small avatar at the top that brings the profile back into view. */
export function MiniAvatar({ src, name, target }: { src: string; name: string; target: () => HTMLElement | null }) {
  const { t } = useTranslation();
  const visible = useScrolledPast(MINI_AVATAR_SCROLL_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => target()?.scrollIntoView({ behavior: smoothUnlessReduced(), block: 'start' })}
      aria-label={t('profile.backToTop')}
      data-testid="mini-avatar"
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <img src={src} alt={name} width={36} height={36} className="h-9 w-9 rounded-full object-cover ring-2 ring-white/80" />
    </button>
  );
}

function smoothUnlessReduced(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
