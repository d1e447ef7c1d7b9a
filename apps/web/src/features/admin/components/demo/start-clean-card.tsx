import { Eraser } from 'lucide-react';
import type { DemoProfileField, DemoSummary } from '@stagelink/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useClearDemo } from '../../api/clear-demo';
import { useDemoContent } from '../../api/get-demo-content';
import { confirmLeavingUnsaved } from '../../hooks/use-unsaved-changes';

const FIELD_NAMES: Record<DemoProfileField, string> = { name: 'name', description: 'description', profileImage: 'photo' };

/**
 * Offered at the top of the panel while the demo artist's rows are left (docs/decisions.md,
 * D-111): one tap and a confirmation remove them, and only them.
 */
export function StartCleanCard() {
  const demo = useDemoContent();
  const clear = useClearDemo();
  if (!demo.data || !hasDemo(demo.data)) return null;

  // The forms are made anew from what is stored afterwards, so unsaved edits ask first.
  const confirm = () => {
    if (!confirmLeavingUnsaved()) return;
    // A promise, not mutate's callbacks: this card is gone once the demo is, before they would run.
    void clear.mutateAsync().then(
      () => toast({ title: 'Demo removed', description: 'Your page now starts from a blank page.' }),
      () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to remove the demo. Please try again.' }),
    );
  };

  return (
    <section aria-labelledby="start-clean-title" className="mt-4 rounded-lg border border-primary/40 bg-background p-4 shadow-sm">
      <h2 id="start-clean-title" className="font-semibold">
        Your page still shows the demo artist
      </h2>
      <p className="mt-1 text-sm">{describe(demo.data)} Start from a blank page to remove them; what you made or changed stays.</p>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button className="mt-3" disabled={clear.isPending}>
            <Eraser aria-hidden="true" />
            {clear.isPending ? 'Removing...' : 'Start from a blank page'}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Start from a blank page?</AlertDialogTitle>
            <AlertDialogDescription>
              {describe(demo.data)} They go, with their likes, clicks and translations. Sections and texts you made or changed stay. This
              cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep the demo</AlertDialogCancel>
            <AlertDialogAction onClick={confirm}>Remove the demo</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function hasDemo(summary: DemoSummary): boolean {
  return summary.sections > 0 || summary.profileFields.length > 0;
}

/** "3 demo sections and the demo's name and photo are still on your page." */
function describe({ sections, profileFields }: DemoSummary): string {
  const parts: string[] = [];
  if (sections > 0) parts.push(`${sections} demo section${sections === 1 ? '' : 's'}`);
  if (profileFields.length > 0) parts.push(`the demo's ${joinWords(profileFields.map((field) => FIELD_NAMES[field]))}`);
  return `${joinWords(parts)} ${sections + profileFields.length === 1 ? 'is' : 'are'} still on your page.`.replace(/^./, (first) =>
    first.toUpperCase(),
  );
}

function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
