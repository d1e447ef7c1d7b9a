import { useTranslation } from 'react-i18next';
import type { UiStringKey } from '@stagelink/contracts';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export type LegalDocument = 'privacy' | 'terms';

/** The built-in texts: each topic a heading and a paragraph. */
const TOPICS: Record<LegalDocument, string[]> = {
  // The site's own statistics need no consent, the optional trackers do (docs/decisions.md, D-89).
  privacy: ['collected', 'use', 'cookies', 'trackers', 'sharing', 'security', 'contact'],
  terms: ['acceptance', 'services', 'booking', 'ip', 'liability', 'contact'],
};

export function LegalDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      {document && (
        <DialogContent closeLabel={t('common.close')} aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{t(document === 'privacy' ? 'footer.privacy' : 'footer.terms')}</DialogTitle>
          </DialogHeader>
          <div className="space-y-4 text-sm" data-testid={`legal-${document}`}>
            {TOPICS[document].map((topic) => (
              <section key={topic}>
                <h3 className="font-semibold">{t(`legal.${document}.${topic}` as UiStringKey)}</h3>
                <p className="text-muted-foreground">{t(`legal.${document}.${topic}Text` as UiStringKey)}</p>
              </section>
            ))}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
