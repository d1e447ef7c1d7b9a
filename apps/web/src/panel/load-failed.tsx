import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A panel whose data did not come: says which, and asks again on a tap. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="space-y-3 rounded-lg border bg-card p-4 text-sm text-card-foreground">
      <p>{t('admin.common.loadFailed', { what })}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        {t('admin.common.tryAgain')}
      </Button>
    </div>
  );
}
