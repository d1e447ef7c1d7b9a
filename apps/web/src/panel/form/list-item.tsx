import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** One entry of a list inside a form (a video, a service, a booking-dialog button): a heading, its fields, a remove button. */
export function ListItem({
  heading,
  onRemove,
  removeLabel,
  actions,
  children,
}: {
  heading: ReactNode;
  onRemove: () => void;
  removeLabel: string;
  /** More buttons beside remove (move up and down). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-3 rounded-lg border bg-muted/40 p-3">
      <div className="flex items-center justify-between gap-2">
        <h4 className="min-w-0 truncate text-sm font-semibold">{heading}</h4>
        <div className="flex shrink-0 items-center">
          {actions}
          <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={removeLabel}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        </div>
      </div>
      {children}
    </div>
  );
}
