import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingModalSettings, ModalButton } from '@stagelink/contracts';
import { IconByName } from '@/components/icon-by-name';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { ContactForm, type ContactMethod } from './contact-form';

/**
 * The buttons a visitor sees, in order: hidden ones left out, and a call button only with a
 * number (decisions.md: no fake numbers).
 */
export function visibleButtons(buttons: ModalButton[]): ModalButton[] {
  return buttons
    .filter((button) => button.isVisible && (button.type !== 'call' || Boolean(button.phone?.trim())))
    .sort((a, b) => a.order - b.order);
}

interface BookingDialogProps {
  settings: BookingModalSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec section 4: the menu, then the message or callback form; back returns to the menu. */
export function BookingDialog({ settings, open, onOpenChange }: BookingDialogProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ContactMethod | null>(null);
  const close = () => {
    setMethod(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent closeLabel={t('common.close')} data-testid="booking-dialog">
        <DialogHeader>
          <DialogTitle>{method ? t(method === 'message' ? 'booking.messageTitle' : 'booking.callbackTitle') : settings.title}</DialogTitle>
          {!method && settings.description && <DialogDescription>{settings.description}</DialogDescription>}
        </DialogHeader>
        {method ? (
          <div className="space-y-3">
            <Button variant="ghost" size="sm" className="-ml-2" onClick={() => setMethod(null)}>
              <ArrowLeft aria-hidden="true" />
              {t('booking.back')}
            </Button>
            <ContactForm method={method} onSent={close} />
          </div>
        ) : (
          <div className="grid gap-2">
            {visibleButtons(settings.buttons).map((button) => (
              <MenuButton key={button.id} button={button} onChoose={setMethod} />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MenuButton({ button, onChoose }: { button: ModalButton; onChoose: (method: ContactMethod) => void }) {
  const className = cn('h-12 w-full justify-start text-white', button.color || 'bg-primary');
  const content = (
    <>
      <IconByName name={button.icon} className="h-5 w-5" />
      {button.text}
    </>
  );
  if (button.type === 'call') {
    return (
      <Button asChild className={className}>
        <a href={`tel:${button.phone?.replace(/[^\d+]/g, '')}`}>{content}</a>
      </Button>
    );
  }
  if (button.type === 'message' || button.type === 'callback') {
    return (
      <Button className={className} onClick={() => onChoose(button.type as ContactMethod)}>
        {content}
      </Button>
    );
  }
  if (!button.actionUrl || !/^https?:\/\//i.test(button.actionUrl)) return null;
  return (
    <Button asChild className={className}>
      <a href={button.actionUrl} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    </Button>
  );
}
