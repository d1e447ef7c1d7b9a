import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { text } from '@stagelink/contracts';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { LazyReadMoreDialog } from '@/features/profile/components/lazy-parts';
import { own } from '@/lib/own';
import { SectionCard } from './section-card';
import type { SectionProps } from './section-list';

const ALIGNMENT = { left: 'text-left', center: 'text-center', right: 'text-right' } satisfies Record<string, string>;

/** A short preview, and the long text in a read-more dialog, both in the chosen alignment. */
export function TextSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const content = text(section.data.content);
  const longContent = text(section.data.longContent);
  const align = own(ALIGNMENT, text(section.data.alignment)) ?? ALIGNMENT.left;
  return (
    <SectionCard title={section.title} type="text" className={align}>
      {content && (
        <p className="whitespace-pre-line text-sm text-slate-700 dark:text-neutral-300" data-testid="text-content">
          <bdi>
            <RichText source={content} />
          </bdi>
        </p>
      )}
      {longContent && (
        <>
          {/* Without a script there is no dialog: the long text is simply there. */}
          <noscript>
            <p className="whitespace-pre-line text-sm text-slate-700">
              <bdi>
                <RichText source={longContent} />
              </bdi>
            </p>
          </noscript>
          <Button variant="link" size="inline" onClick={() => setOpen(true)}>
            {t('text.readMore')}
          </Button>
          {open && (
            <Suspense fallback={null}>
              <LazyReadMoreDialog title={section.title} content={longContent} alignClass={align} onClose={() => setOpen(false)} />
            </Suspense>
          )}
        </>
      )}
    </SectionCard>
  );
}
