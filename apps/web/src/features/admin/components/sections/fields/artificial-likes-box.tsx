import { Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatCount, type ArtificialLikes } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { artificialLikeOf, useArtificialLikes } from '../../../api/get-artificial-likes';
import { useSaveArtificialLike } from '../../../api/save-artificial-like';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import type { SectionFormValues } from '../section-form-values';
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
  const url = useFormContext<SectionFormValues>().watch(`data.videos.${formIndex}.url`);
  const likes = useArtificialLikes();
  if (savedUrl === undefined || (url ?? '').trim() !== savedUrl) {
    return <p className="rounded-md bg-muted p-3 text-xs text-muted-foreground">Save the section to set likes for this video.</p>;
  }
  if (likes.isPending) return <p className="text-xs text-muted-foreground">Loading likes…</p>;
  if (likes.isError) return <p className="text-xs text-destructive">The likes could not be loaded.</p>;
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
  { name: 'baseLikes', label: 'Like Base' },
  { name: 'incrementalLikes', label: 'Like Incrementali' },
  { name: 'viewsPerIncrement', label: 'Ogni X Visite' },
];

function LikesForm({ sectionId, videoIndex, saved }: { sectionId: number; videoIndex: number; saved: ArtificialLikes | undefined }) {
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
        onSuccess: () => toast({ title: 'Like artificiali salvati' }),
        onError: () => toast({ variant: 'destructive', title: 'Impossibile salvare la configurazione dei like.' }),
      },
    );
  };

  return (
    <div className="space-y-3 rounded-md border bg-background p-3" data-testid="artificial-likes">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Heart className="h-4 w-4 text-pink-600" aria-hidden="true" />
        Artificial likes
        <span className="ms-auto text-xs font-normal text-muted-foreground" data-testid="artificial-likes-total">
          Configured: {formatCount(configured)}
        </span>
      </p>
      <div className="grid grid-cols-3 gap-2">
        {FIELDS.map(({ name, label }) => (
          <div key={name} className="flex min-w-0 flex-col justify-between gap-1">
            <Label htmlFor={`${id}-${name}`} className="text-xs leading-tight">
              {label}
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
        Visitors see the real likes plus Like Base and Like Incrementali; every “Ogni X Visite” profile views add one.
      </p>
      <Button type="button" variant="outline" className="w-full" disabled={save.isPending} onClick={onSave}>
        {save.isPending ? 'Saving...' : 'Salva'}
      </Button>
    </div>
  );
}
