import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminLikesSection } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminLikes } from './api/get-admin-likes';
import { VideoLikesForm } from './video-likes-form';

/**
 * The Likes tab (spec section 2): for each video section, hidden ones too, and each of its
 * videos, the configured likes to set and the total visitors see, with the real likes and the
 * configured ones shown apart (docs/decisions.md, D-62).
 */
export function LikesTab() {
  const { t } = useTranslation();
  const likes = useAdminLikes();

  if (likes.isPending) {
    return (
      <div className="space-y-4" role="status" aria-busy="true" aria-label={t('admin.likes.loading')}>
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-64 w-full" />
        ))}
      </div>
    );
  }

  if (likes.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-lg border bg-card p-4 text-sm text-card-foreground">
        <p>{t('admin.likes.loadFailed')}</p>
        <Button variant="outline" onClick={() => void likes.refetch()}>
          {t('admin.likes.retry')}
        </Button>
      </div>
    );
  }

  if (likes.data.sections.length === 0) {
    return (
      <div className="rounded-lg border border-dashed bg-card p-8 text-center text-card-foreground">
        <p className="font-semibold">{t('admin.likes.noVideoSections')}</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {likes.data.sections.map((section) => (
        <SectionLikes key={section.sectionId} section={section} profileViews={likes.data.profileViews} />
      ))}
    </div>
  );
}

function SectionLikes({ section, profileViews }: { section: AdminLikesSection; profileViews: number }) {
  const { t } = useTranslation();
  const headingId = `likes-section-${section.sectionId}`;
  return (
    <Card role="region" aria-labelledby={headingId} data-testid="likes-section">
      <CardContent className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold">
            {section.title || t('admin.likes.video')}
          </h2>
          {!section.isVisible && (
            <span className="inline-flex items-center gap-1 rounded-full bg-zinc-200 px-2.5 py-0.5 text-xs font-semibold text-zinc-900 dark:bg-zinc-700 dark:text-zinc-100">
              <EyeOff className="h-3.5 w-3.5" aria-hidden="true" /> {t('admin.likes.hidden')}
            </span>
          )}
        </div>
        {section.videos.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.likes.noVideos')}</p>
        ) : (
          <ul className="divide-y">
            {section.videos.map((video) => (
              <li key={video.videoIndex} className="py-4 first:pt-0 last:pb-0">
                <VideoLikesForm sectionId={section.sectionId} video={video} profileViews={profileViews} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
