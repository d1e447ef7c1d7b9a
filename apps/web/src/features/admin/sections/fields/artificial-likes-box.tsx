import { Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCount, type ArtificialLikes } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { artificialLikeOf, useArtificialLikes } from '@/features/admin/sections/api/get-artificial-likes';
import { useSaveArtificialLike } from '@/features/admin/sections/api/save-artificial-like';
import type { SectionFormValues } from '@/features/admin/sections/section-form-values';
import { toast } from '@/hooks/use-toast';
import { useUnsavedChanges } from '@/panel/use-unsaved-changes';
import {
  artificialLikeCounts,
  DEFAULT_VIEWS_PER_INCREMENT,
  type ArtificialLikeCounts,
  type ArtificialLikeInput,
} from './artificial-like-counts';

interface ArtificialLikesBoxProps {
  sectionId: number;
  videoIndex: number;
  /** The link this video has in the saved section: likes belong to a saved video, by its place. */
  savedUrl: string | undefined;
  formIndex: number;
}

/**
 * A video's configured likes, saved on its own with its 'Salva' (spec section 2): a base, the
 * likes added so far, and how many profile views add one more. Only a saved video has a place
 * (its videoIndex) to hang them on.
 */
export function ArtificialLikesBox({ sectionId, videoIndex, savedUrl, formIndex }: ArtificialLikesBoxProps) {
  const { t } = useTranslation();
  const url = useFormContext<SectionFormValues>().watch(`data.videos.${formIndex}.url`);
  const likes = useArtificialLikes();
  if (savedUrl === undefined || (url ?? '').trim() !== savedUrl) {
    return <p className="rounded-md bg-muted p-3 text-xs text-muted-foreground">{t('admin.fields.saveFirst')}</p>;
  }
  if (likes.isPending) return <p className="text-xs text-muted-foreground">{t('admin.fields.loadingLikes')}</p>;
  if (likes.isError) return <p className="text-xs text-destructive">{t('admin.likes.loadFailed')}</p>;
  const saved = artificialLikeOf(likes.data, sectionId, videoIndex);
  return <LikesForm key={saved?.updatedAt ?? 'new'} sectionId={sectionId} videoIndex={videoIndex} saved={saved} />;
}

function inputOf(saved: ArtificialLikeCounts | undefined): ArtificialLikeInput {
  return {
    baseLikes: String(saved?.baseLikes ?? 0),
    incrementalLikes: String(saved?.incrementalLikes ?? 0),
    viewsPerIncrement: String(saved?.viewsPerIncrement ?? DEFAULT_VIEWS_PER_INCREMENT),
  };
}

const FIELDS: { name: keyof ArtificialLikeInput; label: string }[] = [
  { name: 'baseLikes', label: 'admin.likes.base' },
  { name: 'incrementalLikes', label: 'admin.likes.incremental' },
  { name: 'viewsPerIncrement', label: 'admin.likes.everyViews' },
];

function LikesForm({ sectionId, videoIndex, saved }: { sectionId: number; videoIndex: number; saved: ArtificialLikes | undefined }) {
  const { t } = useTranslation();
  const [input, setInput] = useState(() => inputOf(saved));
  const save = useSaveArtificialLike();
  const id = useId();
  const dirty = FIELDS.some(({ name }) => input[name] !== inputOf(saved)[name]);
  useUnsavedChanges(dirty);
  const configured = (saved?.baseLikes ?? 0) + (saved?.incrementalLikes ?? 0);

  const onSave = () => {
    const counts = artificialLikeCounts(input);
    // What is stored is what the fields show: invalid input reads as the spec's 0 or 10.
    setInput(inputOf(counts));
    save.mutate(
      { sectionId, videoIndex, counts, saved },
      {
        onSuccess: () => toast({ title: t('admin.likes.savedTitle') }),
        onError: () => toast({ variant: 'destructive', title: t('admin.likes.saveFailedTitle') }),
      },
    );
  };

  return (
    <div className="space-y-3 rounded-md border bg-background p-3" data-testid="artificial-likes">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Heart className="h-4 w-4 text-pink-600" aria-hidden="true" />
        {t('admin.fields.artificialLikes')}
        <span className="ms-auto text-xs font-normal text-muted-foreground" data-testid="artificial-likes-total">
          {t('admin.fields.configured', { value: formatCount(configured) })}
        </span>
      </p>
      <div className="grid grid-cols-3 gap-2">
        {FIELDS.map(({ name, label }) => (
          <div key={name} className="flex min-w-0 flex-col justify-between gap-1">
            <Label htmlFor={`${id}-${name}`} className="text-xs leading-tight">
              {t(label)}
            </Label>
            <Input
              id={`${id}-${name}`}
              inputMode="numeric"
              value={input[name]}
              onChange={(event) => setInput((current) => ({ ...current, [name]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        {t('admin.fields.likesNote', {
          base: t('admin.likes.base'),
          incremental: t('admin.likes.incremental'),
          every: t('admin.likes.everyViews'),
        })}
      </p>
      <Button type="button" variant="outline" className="w-full" disabled={save.isPending} onClick={onSave}>
        {save.isPending ? t('admin.likes.saving') : t('admin.likes.save')}
      </Button>
    </div>
  );
}
