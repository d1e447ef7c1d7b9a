import { Share2 } from 'lucide-react';
import { forwardRef, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { responsiveImage, type PublicProfile } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { usePinchZoom } from '@/features/profile/hooks/use-pinch-zoom';
import { toast } from '@/hooks/use-toast';

export const DEFAULT_AVATAR = '/default-avatar.svg';
/** A User Timing mark at the commit that first shows the artist: what `npm run bench` reads. */
export const FIRST_RENDER_MARK = 'stagelink:first-render';

export const ProfileHeader = forwardRef<HTMLElement, { profile: PublicProfile }>(function ProfileHeader({ profile }, ref) {
  const { t } = useTranslation();
  const { zoom, handlers } = usePinchZoom();
  const zoomed = zoom.scale > 1;
  useLayoutEffect(() => {
    if (performance.getEntriesByName(FIRST_RENDER_MARK).length === 0) performance.mark(FIRST_RENDER_MARK);
  }, []);
  return (
    <section ref={ref} className="flex scroll-mt-16 flex-col items-center gap-3 pt-4 text-center text-white" data-testid="profile-header">
      <div
        className="h-36 w-36 overflow-hidden rounded-full border-4 border-white/90 shadow-xl"
        style={{ touchAction: zoomed ? 'none' : 'pan-y' }}
      >
        {/* An upload comes in several widths: a phone takes the one its screen needs (the gateway preloads the same). */}
        <img
          {...responsiveImage(profile.profileImage || DEFAULT_AVATAR, '144px')}
          alt={t('profile.photo', { name: profile.name })}
          width={144}
          height={144}
          fetchPriority="high"
          draggable={false}
          data-testid="profile-image"
          data-scale={zoom.scale}
          className="h-full w-full select-none object-cover transition-transform duration-100"
          style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
          {...handlers}
        />
      </div>
      <h1 className="text-3xl font-bold drop-shadow" data-testid="profile-name">
        <bdi>{profile.name}</bdi>
      </h1>
      {profile.description && (
        <p className="max-w-md whitespace-pre-line text-white drop-shadow" data-testid="profile-description">
          <bdi>{profile.description}</bdi>
        </p>
      )}
      <Button variant="onImage" size="sm" onClick={() => void share(profile)}>
        <Share2 aria-hidden="true" />
        {t('profile.share')}
      </Button>
    </section>
  );
});

/** The device's share sheet; else the title, text and address are copied (docs/decisions.md, D-28). */
async function share(profile: PublicProfile): Promise<void> {
  const content = { title: profile.name, text: profile.description, url: window.location.href };
  try {
    if (navigator.share) return await navigator.share(content);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
  }
  try {
    await navigator.clipboard.writeText(`${content.title}\n${content.text}\n${content.url}`);
    toast({ title: 'Copiato!' });
  } catch {
    toast({ variant: 'destructive', title: 'Errore', description: 'Non è possibile condividere in questo momento.' });
  }
}
