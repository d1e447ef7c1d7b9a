import { Button } from '@/components/ui/button';

/** A panel whose data did not come: says which, and asks again on a tap. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border bg-card p-4 text-sm text-card-foreground">
      <p>{what} could not be loaded.</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
