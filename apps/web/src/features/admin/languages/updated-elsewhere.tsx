import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The saved translation changed while the owner was editing it (a finished job, another
 * window): their edits stay until they choose to load the new texts.
 */
export function UpdatedElsewhere({ onLoad }: { onLoad: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-50 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{t('admin.languages.updatedElsewhere')}</p>
      <Button type="button" variant="outline" className="min-h-11 shrink-0" onClick={onLoad}>
        {t('admin.languages.loadNew')}
      </Button>
    </div>
  );
}
