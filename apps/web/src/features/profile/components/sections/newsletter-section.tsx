import { CheckCircle2, Mail } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyContact, otherContactKind, text, type ContactKind } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useAddNewsletterContact } from '../../api/add-newsletter-contact';
import { useSubscribeNewsletter } from '../../api/subscribe-newsletter';
import { SectionCard } from './section-card';
import type { SectionProps } from './section-list';

/** Spec section 9: back to the start 3 s after a skip, 4 s after a second contact was added. */
export const RESET_AFTER_SKIP_MS = 3000;
export const RESET_AFTER_ADD_MS = 4000;

type Step =
  | { name: 'initial' }
  | { name: 'additional'; id: number; token: string; subscribed: ContactKind }
  | { name: 'complete'; resetAfterMs: number };

const error = (title: string, description?: string) => toast({ variant: 'destructive', title, description });

export function NewsletterSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'initial' });
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const subscribe = useSubscribeNewsletter();
  const addContact = useAddNewsletterContact();

  useEffect(() => {
    if (step.name !== 'complete') return;
    const timer = setTimeout(() => {
      setFirst('');
      setSecond('');
      setStep({ name: 'initial' });
    }, step.resetAfterMs);
    return () => clearTimeout(timer);
  }, [step]);

  const submitFirst = (event: FormEvent) => {
    event.preventDefault();
    if (!first.trim()) return error('Campo richiesto', 'Inserisci la tua email o numero di telefono.');
    const contact = classifyContact(first);
    if (!contact) return error('Formato non valido', "Inserisci un'email o numero di telefono valido.");
    subscribe.mutate(contact, {
      onSuccess: (answer) => {
        if (!answer?.id) return error('Errore', "Si è verificato un errore con l'iscrizione.");
        toast({ title: 'Iscrizione completata!', description: "Ti terremo aggiornato. Vuoi aggiungere anche l'altro contatto?" });
        setStep({ name: 'additional', id: answer.id, token: answer.token, subscribed: contact.kind });
      },
      onError: () => error('Errore', 'Si è verificato un errore. Riprova più tardi.'),
    });
  };

  const skip = () => setStep({ name: 'complete', resetAfterMs: RESET_AFTER_SKIP_MS });

  const submitSecond = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'additional') return;
    if (!second.trim()) return skip();
    const wanted = otherContactKind(step.subscribed);
    const contact = classifyContact(second);
    if (!contact || contact.kind !== wanted) {
      return error('Contatto non valido', wanted === 'phone' ? 'Inserisci un numero di telefono valido.' : "Inserisci un'email valida.");
    }
    addContact.mutate(
      { id: step.id, token: step.token, ...contact },
      {
        onSuccess: () => {
          toast({ title: 'Contatto aggiunto!', description: 'Perfetto! Ti terremo aggiornato.' });
          setStep({ name: 'complete', resetAfterMs: RESET_AFTER_ADD_MS });
        },
        onError: () => error('Errore', 'Non riesco ad aggiungere il contatto aggiuntivo.'),
      },
    );
  };

  const description = text(section.data.description);
  return (
    <SectionCard title={section.title} type="newsletter">
      {description && <p className="mb-3 text-sm text-slate-600 dark:text-neutral-300">{description}</p>}
      {step.name === 'initial' && (
        <form onSubmit={submitFirst} noValidate className="flex gap-2" data-testid="newsletter-initial">
          <Input
            value={first}
            onChange={(event) => setFirst(event.target.value)}
            placeholder={t('newsletter.placeholder')}
            aria-label={t('newsletter.placeholder')}
            autoComplete="email"
            inputMode="email"
            maxLength={255}
          />
          <Button type="submit" disabled={subscribe.isPending}>
            <Mail aria-hidden="true" />
            {text(section.data.buttonText) || t('newsletter.subscribe')}
          </Button>
        </form>
      )}
      {step.name === 'additional' && (
        <form onSubmit={submitSecond} noValidate className="space-y-2" data-testid="newsletter-additional">
          <Input
            value={second}
            onChange={(event) => setSecond(event.target.value)}
            placeholder={step.subscribed === 'email' ? t('newsletter.addPhone') : t('newsletter.addEmail')}
            aria-label={step.subscribed === 'email' ? t('newsletter.addPhone') : t('newsletter.addEmail')}
            inputMode={step.subscribed === 'email' ? 'tel' : 'email'}
            maxLength={255}
          />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={addContact.isPending}>
              {t('newsletter.add')}
            </Button>
            <Button type="button" variant="outline" className="flex-1" onClick={skip} disabled={addContact.isPending}>
              Salta
            </Button>
          </div>
        </form>
      )}
      {step.name === 'complete' && (
        <p className="flex items-center gap-2 font-medium text-green-700 dark:text-green-400" data-testid="newsletter-complete">
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
          {t('newsletter.done')}
        </p>
      )}
    </SectionCard>
  );
}
