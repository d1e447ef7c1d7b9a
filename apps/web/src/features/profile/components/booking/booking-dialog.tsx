import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingModalSettings, ModalButton } from '@stagelink/contracts';
import { IconByName } from '@/components/icon-by-name';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import type { BookingChoice } from './booking-choice';
import { ContactForm, type ContactMethod } from './contact-form';
import { modalButtonColor } from './modal-button-colors';

/**
 * The buttons a visitor sees, in order: hidden ones left out, and a call button only with a
 * number (docs/decisions.md, D-17: no fake numbers).
 */
export function visibleButtons(buttons: ModalButton[]): ModalButton[] {
  return buttons
    .filter((button) => button.isVisible && (button.type !== 'call' || Boolean(button.phone?.trim())))
    .sort((a, b) => a.order - b.order);
}

interface BookingDialogProps {
  settings: BookingModalSettings;
  /** The collaboration service the dialog was opened for: it starts at the message form, with that service chosen. */
  choice: BookingChoice | null;
  /** Every service a message can be about. */
  services: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec section 4: the menu, then the message or callback form; back returns to the menu. */
export function BookingDialog({ settings, choice, services, open, onOpenChange }: BookingDialogProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ContactMethod | null>(choice ? 'message' : null);
  // Each opening starts where its button says: the menu, or a service's message form.
  const [openedFor, setOpenedFor] = useState({ open, choice });
  if (openedFor.open !== open || openedFor.choice !== choice) {
    setOpenedFor({ open, choice });
    if (open) setMethod(choice ? 'message' : null);
  }
  const close = () => {
    setMethod(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent closeLabel={t('common.close')} data-testid="booking-dialog">
        <DialogHeader>
          <DialogTitle>
            {method ? t(method === 'message' ? 'booking.messageTitle' : 'booking.callbackTitle') : <bdi>{settings.title}</bdi>}
          </DialogTitle>
          {!method && settings.description && (
            <DialogDescription>
              <bdi>{settings.description}</bdi>
            </DialogDescription>
          )}
        </DialogHeader>
        {method ? (
          <div className="space-y-3">
            <Button variant="ghost" size="sm" className="-ms-2" onClick={() => setMethod(null)}>
              {/* Back points to where reading came from: left, or right on a right-to-left page. */}
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
              {t('booking.back')}
            </Button>
            <ContactForm
              key={method}
              method={method}
              services={services}
              service={method === 'message' ? (choice?.service ?? '') : ''}
              onSent={close}
            />
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
  const className = cn('h-12 w-full justify-start text-white', modalButtonColor(button.color));
  const content = (
    <>
      <IconByName name={button.icon} className="h-5 w-5" />
      <bdi>{button.text}</bdi>
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
