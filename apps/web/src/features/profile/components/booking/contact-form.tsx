import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CALLBACK_SERVICE_TYPE, classifyContact, CONTACT_FORM_SERVICE_TYPE, DEFAULT_CALLBACK_MESSAGE } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useCreateBooking, type BookingPayload } from '../../api/create-booking';

export type ContactMethod = 'message' | 'callback';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The two forms of the contact dialog: what they ask, send and answer (spec sections 5, 7, 8). */
const METHODS = {
  message: {
    fields: ['name', 'email', 'phone', 'message'] as const,
    payload: (values: ContactValues): BookingPayload => ({ serviceType: CONTACT_FORM_SERVICE_TYPE, ...values }),
    sent: { title: 'Message sent!', description: "Your message has been submitted. We'll get back to you soon!" },
    failed: 'Failed to send message. Please try again.',
    submitLabel: 'booking.send',
  },
  callback: {
    fields: ['name', 'phone', 'message'] as const,
    payload: ({ name, phone, message }: ContactValues): BookingPayload => ({
      serviceType: CALLBACK_SERVICE_TYPE,
      name,
      phone,
      message: message.trim() || DEFAULT_CALLBACK_MESSAGE,
    }),
    sent: { title: 'Callback request sent!', description: "We'll contact you on a messaging app or call you back soon!" },
    failed: 'Failed to send callback request. Please try again.',
    submitLabel: 'booking.requestCallback',
  },
} as const;

function schemaFor(method: ContactMethod, t: TFunction) {
  const required = (message: string) => z.string().check(z.refine((value) => value.trim().length > 0, message));
  const optional = z.string();
  const base = z.object({
    name: required(t('booking.nameRequired')),
    email: optional.check(z.refine((value) => !value.trim() || classifyContact(value)?.kind === 'email', t('booking.emailInvalid'))),
    phone: method === 'callback' ? required(t('booking.phoneRequired')) : optional,
    message: method === 'message' ? required(t('booking.messageRequired')) : optional,
  });
  // Decisions: a message needs a way to answer, e-mail or phone.
  return base.check(
    z.refine((values) => method === 'callback' || Boolean(values.email.trim() || values.phone.trim()), {
      message: t('booking.contactRequired'),
      path: ['email'],
    }),
  );
}

export function ContactForm({ method, onSent }: { method: ContactMethod; onSent: () => void }) {
  const { t } = useTranslation();
  const config = METHODS[method];
  const createBooking = useCreateBooking();
  const form = useForm<ContactValues>({ resolver: zodResolver(schemaFor(method, t)), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    createBooking.mutate(config.payload(values), {
      onSuccess: () => {
        toast(config.sent);
        form.reset(EMPTY);
        onSent();
      },
      onError: () => toast({ variant: 'destructive', title: 'Error', description: config.failed }),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3" data-testid={`${method}-form`}>
      {config.fields.map((field) => {
        const optional =
          (field === 'email' || field === 'phone') && method === 'message'
            ? ` (${t('booking.optional')})`
            : field === 'message' && method === 'callback'
              ? ` (${t('booking.optional')})`
              : '';
        const id = `${method}-${field}`;
        return (
          <div key={field} className="space-y-1">
            <Label htmlFor={id}>
              {t(`booking.${field}`)}
              {optional}
            </Label>
            {field === 'message' ? (
              <Textarea
                id={id}
                rows={3}
                maxLength={5000}
                placeholder={method === 'callback' ? DEFAULT_CALLBACK_MESSAGE : undefined}
                {...form.register(field)}
              />
            ) : (
              <Input
                id={id}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                autoComplete={field === 'phone' ? 'tel' : field}
                maxLength={field === 'phone' ? 50 : 255}
                aria-invalid={errors[field] ? true : undefined}
                {...form.register(field)}
              />
            )}
            {errors[field] && (
              <p role="alert" className="text-sm text-destructive">
                {errors[field]?.message}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" className="w-full" disabled={createBooking.isPending}>
        {createBooking.isPending ? t('booking.sending') : t(config.submitLabel)}
      </Button>
    </form>
  );
}
