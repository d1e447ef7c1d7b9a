import { Button } from '@/components/ui/button';

/**
 * The saved translation changed while the owner was editing it (a finished job, another
 * window): their edits stay until they choose to load the new texts.
 */
export function UpdatedElsewhere({ onLoad }: { onLoad: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-50 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>This translation was changed elsewhere while you were editing it. Your edits stay here until you load the new version.</p>
      <Button type="button" variant="outline" className="min-h-11 shrink-0" onClick={onLoad}>
        Load the new version
      </Button>
    </div>
  );
}
