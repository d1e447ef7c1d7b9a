import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingFieldsOf, type BookingModalSettings } from '@stagelink/contracts';
import { BookingMenu, type ContactMethod } from '@/components/booking/booking-menu';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { BookingChoice } from './booking-choice';
import { ContactForm } from './contact-form';

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
              optional={bookingFieldsOf(settings)}
              onSent={close}
            />
          </div>
        ) : (
          <BookingMenu buttons={settings.buttons} onChoose={setMethod} />
        )}
      </DialogContent>
    </Dialog>
  );
}
