import i18next from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { coerceConfiguredLikes, type AdminVideoLikes } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { formatNumber } from '@/i18n/locale-format';
import { serverText } from '@/lib/server-text';
import { useUnsavedChanges } from '@/panel/use-unsaved-changes';
import { useSaveArtificialLikes } from './api/save-artificial-likes';

type FieldName = 'baseLikes' | 'incrementalLikes' | 'viewsPerIncrement';
type Draft = Record<FieldName, string>;

/** The spec's field labels, verbatim in Italian (keys of the panel's strings, D-130). */
const FIELDS: { name: FieldName; label: string; min: number }[] = [
  { name: 'baseLikes', label: 'admin.likes.base', min: 0 },
  { name: 'incrementalLikes', label: 'admin.likes.incremental', min: 0 },
  { name: 'viewsPerIncrement', label: 'admin.likes.everyViews', min: 1 },
];

const draftOf = (video: AdminVideoLikes): Draft => ({
  baseLikes: String(video.baseLikes),
  incrementalLikes: String(video.incrementalLikes),
  viewsPerIncrement: String(video.viewsPerIncrement),
});

interface Props {
  sectionId: number;
  video: AdminVideoLikes;
  profileViews: number;
}

/**
 * One video's configured likes. Untouched, the fields follow the stored numbers (views keep
 * stepping them); once edited, they hold the owner's text until saved. Saving turns invalid
 * input into 0 or 10 (spec section 5) and sends the incremental count the edit started from,
 * so steps taken meanwhile are kept when the owner left that field alone (docs/decisions.md, D-62).
 */
export function VideoLikesForm({ sectionId, video, profileViews }: Props) {
  const { t } = useTranslation();
  const [edit, setEdit] = useState<{ draft: Draft; loadedIncrementalLikes: number } | null>(null);
  const save = useSaveArtificialLikes();
  const ids = useId();
  const headingId = `${ids}-title`;
  const values = edit?.draft ?? draftOf(video);
  useUnsavedChanges(edit !== null);

  const change = (name: FieldName, value: string) =>
    setEdit((current) => ({
      draft: { ...(current?.draft ?? draftOf(video)), [name]: value },
      loadedIncrementalLikes: current?.loadedIncrementalLikes ?? video.incrementalLikes,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const coerced = coerceConfiguredLikes(values);
    setEdit((current) => current && { ...current, draft: draftOf({ ...video, ...coerced }) });
    save.mutate(
      {
        sectionId,
        videoIndex: video.videoIndex,
        ...coerced,
        loadedIncrementalLikes: edit?.loadedIncrementalLikes ?? video.incrementalLikes,
      },
      {
        onSuccess: () => {
          setEdit(null);
          toast({ title: t('admin.likes.savedTitle'), description: t('admin.likes.savedText') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('admin.likes.saveFailedTitle'),
            description: serverText(error) ?? t('admin.likes.saveFailedText'),
          }),
      },
    );
  };

  const configuredLikes = video.baseLikes + video.incrementalLikes;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-3" data-testid="video-likes">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="min-w-0 break-words font-medium">
          {video.title || t('admin.likes.videoNumber', { n: video.videoIndex + 1 })}
        </h3>
        <p className="text-sm">
          {t('admin.likes.total')} <strong data-testid="likes-total">{formatNumber(video.totalLikes)}</strong>
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1">
          <dt>{t('admin.likes.real')}</dt>
          <dd data-testid="likes-real">{formatNumber(video.realLikes)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('admin.likes.configured')}</dt>
          <dd data-testid="likes-configured">{formatNumber(configuredLikes)}</dd>
        </div>
      </dl>
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map((field) => (
          <div key={field.name} className="space-y-1">
            <Label htmlFor={`${ids}-${field.name}`}>{t(field.label)}</Label>
            <Input
              id={`${ids}-${field.name}`}
              type="number"
              inputMode="numeric"
              min={field.min}
              step={1}
              value={values[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
              aria-describedby={field.name === 'viewsPerIncrement' ? `${ids}-next` : undefined}
            />
          </div>
        ))}
      </div>
      <p id={`${ids}-next`} className="text-sm text-muted-foreground">
        {nextStepText(video, profileViews)}
      </p>
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? t('admin.likes.saving') : t('admin.likes.save')}
      </Button>
    </form>
  );
}

/** How many more profile views add the next like; a video not yet saved starts counting when it is. */
function nextStepText(video: AdminVideoLikes, profileViews: number): string {
  const t = i18next.t.bind(i18next);
  const every = t('admin.likes.every', { count: video.viewsPerIncrement });
  if (video.lastIncrementView === null) return t('admin.likes.fromSave', { every });
  const left = Math.max(1, video.lastIncrementView + video.viewsPerIncrement - profileViews);
  return t('admin.likes.next', { every, count: left });
}
