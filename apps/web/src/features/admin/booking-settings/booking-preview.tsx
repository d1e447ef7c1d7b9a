import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingButtonSettings, BookingModalSettings } from '@stagelink/contracts';
import { BookingButton, bookingButtonSlot } from '@/components/booking/booking-button';
import { BookingMenu, visibleButtons } from '@/components/booking/booking-menu';
import { cn } from '@/lib/cn';

/**
 * What visitors will see, drawn by the page's own pieces from the values being typed. It is
 * a picture: inert, so a tap or Tab never dials a number or opens a link from the panel.
 */
function PreviewFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <aside aria-label={title} className="min-w-0 space-y-2 lg:sticky lg:top-20 lg:self-start">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <div inert data-testid={testId}>
        {children}
      </div>
    </aside>
  );
}

export function ButtonPreview({ settings }: { settings: BookingButtonSettings }) {
  const { t } = useTranslation();
  const slot = bookingButtonSlot(settings);
  const button = <BookingButton settings={settings} onOpen={() => undefined} />;
  const bar = (start: boolean, end: boolean) => (
    <div className={cn('flex h-14 items-center gap-2 px-2', !start && !end && 'justify-center text-xs text-white/70')}>
      {start ? button : <span />}
      <span className="flex-1" />
      {end && button}
    </div>
  );
  return (
    <PreviewFrame title={t('admin.bookingSettings.preview')} testId="button-preview">
      <div className="mx-auto flex h-72 w-full max-w-xs flex-col justify-between overflow-hidden rounded-2xl border bg-gradient-to-br from-blue-800 to-violet-600 shadow-inner">
        {bar(slot === 'top-start', slot === 'top-end')}
        <div className="mx-4 rounded-xl bg-white/90 p-3 text-center text-sm font-semibold text-slate-900">
          <bdi>{settings.text}</bdi>
        </div>
        {bar(slot === 'bottom-start', slot === 'bottom-end')}
      </div>
      {!slot && <p className="mt-2 text-center text-sm text-muted-foreground">{t('admin.bookingSettings.hiddenButton')}</p>}
    </PreviewFrame>
  );
}

export function ModalPreview({ settings }: { settings: BookingModalSettings }) {
  const { t } = useTranslation();
  const hiddenCalls = settings.buttons.filter((button) => button.isVisible && button.type === 'call' && !button.phone?.trim()).length;
  return (
    <PreviewFrame title={t('admin.bookingSettings.preview')} testId="modal-preview">
      {/* The dialog's own frame and header, as the page draws them. */}
      <div className="grid gap-4 rounded-lg border bg-background p-6 shadow-lg">
        <div className="flex flex-col space-y-1.5 text-start">
          <p className="text-lg font-semibold leading-tight" data-testid="modal-preview-title">
            <bdi>{settings.title}</bdi>
          </p>
          {settings.description && (
            <p className="text-sm text-muted-foreground" data-testid="modal-preview-description">
              <bdi>{settings.description}</bdi>
            </p>
          )}
        </div>
        <BookingMenu buttons={settings.buttons} onChoose={() => undefined} />
        {visibleButtons(settings.buttons).length === 0 && (
          <p className="text-sm text-muted-foreground">{t('admin.bookingSettings.noVisibleButtons')}</p>
        )}
      </div>
      {hiddenCalls > 0 && (
        <p className="mt-2 text-xs text-muted-foreground">{t('admin.bookingSettings.hiddenCalls', { count: hiddenCalls })}</p>
      )}
    </PreviewFrame>
  );
}
