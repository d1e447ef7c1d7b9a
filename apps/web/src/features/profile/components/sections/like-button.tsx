import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@stagelink/contracts';
import { useLikes, type VideoRef } from '@/features/profile/api/get-likes';
import { useToggleLike } from '@/features/profile/api/toggle-like';

/**
 * Spec section 4: a dimmed dash while loading; disabled and dimmed while a toggle is pending,
 * and, with the page's count shown, until this visitor's own state is known (get-likes.ts).
 */
export function LikeButton({ video }: { video: VideoRef }) {
  const { t } = useTranslation();
  const likes = useLikes(video);
  const toggle = useToggleLike(video);
  const state = likes.data;
  const busy = !state || state.liked === null || toggle.isPending;
  return (
    <button
      type="button"
      onClick={() => !busy && toggle.mutate()}
      disabled={busy}
      aria-pressed={state?.liked ?? false}
      data-testid="like-button"
      className={clsx(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-opacity',
        busy && 'opacity-50',
        state?.liked ? 'text-pink-700 dark:text-pink-400' : 'text-slate-600 dark:text-neutral-300',
      )}
    >
      <Heart className={clsx('h-5 w-5', state?.liked && 'fill-current')} aria-hidden="true" />
      {/* Named by what it does and, as seen, by its count (WCAG 2.5.3). */}
      <span className="sr-only">{state?.liked ? t('video.unlike') : t('video.like')}</span>
      <span data-testid="like-count">{state ? formatCount(state.totalLikes) : '–'}</span>
    </button>
  );
}
