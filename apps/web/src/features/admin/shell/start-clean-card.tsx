import i18next from 'i18next';
import { Eraser } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import { currentLocale } from '@/i18n/locale-format';
import { confirmLeavingUnsaved } from '@/panel/use-unsaved-changes';
import { useClearDemo } from './api/clear-demo';
import { useDemoContent } from './api/get-demo-content';

const t = i18next.t.bind(i18next);

/**
 * Offered at the top of the panel while the demo artist's rows are left (docs/decisions.md,
 * D-111): one tap and a confirmation remove them, and only them.
 */
export function StartCleanCard() {
  useTranslation();
  const demo = useDemoContent();
  const clear = useClearDemo();
  if (!demo.data || !hasDemo(demo.data)) return null;

  // The forms are made anew from what is stored afterwards, so unsaved edits ask first.
  const confirm = () => {
    if (!confirmLeavingUnsaved()) return;
    // A promise, not mutate's callbacks: this card is gone once the demo is, before they would run.
    void clear.mutateAsync().then(
      () => toast({ title: t('admin.demo.removed'), description: t('admin.demo.removedText') }),
      () => toast({ variant: 'destructive', title: t('admin.common.error'), description: t('admin.demo.failed') }),
    );
  };

  return (
    <section aria-labelledby="start-clean-title" className="mt-4 rounded-lg border border-primary/40 bg-background p-4 shadow-sm">
      <h2 id="start-clean-title" className="font-semibold">
        {t('admin.demo.title')}
      </h2>
      <p className="mt-1 text-sm">{t('admin.demo.text', { summary: describe(demo.data) })}</p>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button className="mt-3" disabled={clear.isPending}>
            <Eraser aria-hidden="true" />
            {clear.isPending ? t('admin.demo.removing') : t('admin.demo.start')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('admin.demo.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('admin.demo.confirmText', { summary: describe(demo.data) })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('admin.demo.keep')}</AlertDialogCancel>
            <AlertDialogAction onClick={confirm}>{t('admin.demo.remove')}</AlertDialogAction>
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
  if (sections > 0) parts.push(t('admin.demo.sections', { count: sections }));
  if (profileFields.length > 0) parts.push(t('admin.demo.fields', { fields: joinWords(profileFields.map(fieldName)) }));
  const sentence = t('admin.demo.still', { parts: joinWords(parts), count: sections + profileFields.length });
  return sentence.replace(/^./, (first) => first.toLocaleUpperCase(currentLocale()));
}

const fieldName = (field: DemoProfileField) => t(`admin.demo.field.${field}`);

/** "a, b and c" in the owner's language (English without the serial comma, as the panel always wrote it). */
function joinWords(words: string[]): string {
  const locale = currentLocale() === 'en' ? 'en-GB' : currentLocale();
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(words);
}
