import { useId, useState, type FormEvent } from 'react';
import { coerceConfiguredLikes, type AdminVideoLikes } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useSaveArtificialLikes } from '../../api/save-artificial-likes';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';

type FieldName = 'baseLikes' | 'incrementalLikes' | 'viewsPerIncrement';
type Draft = Record<FieldName, string>;

/** The spec's field labels, verbatim. */
const FIELDS: { name: FieldName; label: string; min: number }[] = [
  { name: 'baseLikes', label: 'Like Base', min: 0 },
  { name: 'incrementalLikes', label: 'Like Incrementali', min: 0 },
  { name: 'viewsPerIncrement', label: 'Ogni X Visite', min: 1 },
];

const count = new Intl.NumberFormat('it-IT');

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
          toast({ title: 'Like artificiali salvati', description: 'Configurazione Salvata' });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Impossibile salvare la configurazione dei like.',
            description: (error instanceof ApiError && error.serverMessage) || 'Impossibile salvare la configurazione.',
          }),
      },
    );
  };

  const configuredLikes = video.baseLikes + video.incrementalLikes;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-3" data-testid="video-likes">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="min-w-0 break-words font-medium">
          {video.title || `Video ${video.videoIndex + 1}`}
        </h3>
        <p className="text-sm">
          Totale: <strong data-testid="likes-total">{count.format(video.totalLikes)}</strong>
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1">
          <dt>Like reali:</dt>
          <dd data-testid="likes-real">{count.format(video.realLikes)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Like configurati:</dt>
          <dd data-testid="likes-configured">{count.format(configuredLikes)}</dd>
        </div>
      </dl>
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map((field) => (
          <div key={field.name} className="space-y-1">
            <Label htmlFor={`${ids}-${field.name}`}>{field.label}</Label>
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
        {save.isPending ? 'Salvataggio...' : 'Salva'}
      </Button>
    </form>
  );
}

/** How many more profile views add the next like; a video not yet saved starts counting when it is. */
function nextStepText(video: AdminVideoLikes, profileViews: number): string {
  const every = `+1 like ${video.viewsPerIncrement === 1 ? 'a ogni visita' : `ogni ${video.viewsPerIncrement} visite`} al profilo`;
  if (video.lastIncrementView === null) return `${every}, da quando salvi.`;
  const left = Math.max(1, video.lastIncrementView + video.viewsPerIncrement - profileViews);
  return `${every}: il prossimo tra ${left} ${left === 1 ? 'visita' : 'visite'}.`;
}
