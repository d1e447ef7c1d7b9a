import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOrigin, TextPlace } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { OriginBadge } from './origin-badge';

interface TranslatedFieldProps {
  id: string;
  label: string;
  /** The source language's name, over its text. */
  sourceLanguage: string;
  source: string;
  value: string;
  onChange: (value: string) => void;
  origin: FieldOrigin | undefined;
  multiline?: boolean;
  targetLanguage: string;
  /** Right to left when the target language is written so (Arabic). */
  dir: 'ltr' | 'rtl';
  /** A translation written for an earlier original of this item: visitors do not see it (D-79). */
  stale?: TextPlace['stale'];
  /** The original changed since this translation was written: visitors read the original until it is kept (D-109). */
  sourceChanged?: { onKeep: () => void; keeping: boolean };
}

/** One field: the source text beside (on a phone, above) its translation, with who wrote the translation. */
export function TranslatedField(props: TranslatedFieldProps) {
  const { id, label, sourceLanguage, source, value, onChange, origin, multiline, targetLanguage, dir, stale, sourceChanged } = props;
  const { t } = useTranslation();
  const Control = multiline ? Textarea : Input;
  return (
    <div className="space-y-2 border-b pb-4 last:border-b-0 last:pb-0" data-testid="translated-field">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <OriginBadge origin={origin} stale={Boolean(stale)} sourceChanged={Boolean(sourceChanged)} />
      </div>
      <div className="grid gap-2 md:grid-cols-2">
        <figure className="min-w-0 rounded-md bg-muted/60 px-3 py-2 text-sm">
          <figcaption className="text-xs font-medium text-muted-foreground">{sourceLanguage}</figcaption>
          <p className="whitespace-pre-line break-words">
            {source || <span className="italic text-muted-foreground">{t('admin.editors.empty')}</span>}
          </p>
        </figure>
        <Control
          id={id}
          value={value}
          dir={dir}
          rows={multiline ? 4 : undefined}
          aria-label={t('admin.editors.inLanguage', { label, language: targetLanguage })}
          placeholder={source ? `${targetLanguage}…` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {stale && <StaleTranslation label={label} stale={stale} onUse={() => onChange(stale.text)} />}
      {sourceChanged && <SourceChanged label={label} {...sourceChanged} />}
    </div>
  );
}

/** A translation of an earlier original: what visitors get meanwhile, and a way to confirm it still says the right thing. */
function SourceChanged({ label, onKeep, keeping }: { label: string; onKeep: () => void; keeping: boolean }) {
  const { t } = useTranslation();
  return (
    <NoticeWithAction
      action={t('admin.editors.keep')}
      actionLabel={t('admin.editors.keepLabel', { label })}
      onAction={onKeep}
      disabled={keeping}
    >
      <p className="min-w-0">{t('admin.editors.sourceChanged')}</p>
    </NoticeWithAction>
  );
}

/** What a stale translation was written for and says, with a way to keep it once checked. */
function StaleTranslation({ label, stale, onUse }: { label: string; stale: NonNullable<TextPlace['stale']>; onUse: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeWithAction action={t('admin.editors.use')} actionLabel={t('admin.editors.useLabel', { label })} onAction={onUse}>
      <p className="min-w-0 break-words">
        {isolated(t(stale.original === null ? 'admin.editors.staleEarlier' : 'admin.editors.staleFor', PLACES), {
          original: stale.original ?? '',
          text: stale.text,
        })}
      </p>
    </NoticeWithAction>
  );
}

/** The red notice both stale states share: what is wrong, and the one button that settles it. */
function NoticeWithAction({
  children,
  action,
  actionLabel,
  onAction,
  disabled = false,
}: {
  children: ReactNode;
  action: string;
  actionLabel: string;
  onAction: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-red-300 p-3 text-sm dark:border-red-800 sm:flex-row sm:items-center sm:justify-between">
      {children}
      <Button type="button" variant="outline" className="min-h-11 shrink-0" aria-label={actionLabel} disabled={disabled} onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

// Stand-ins for the owner's texts in a sentence of the tables, then each text in a <bdi> of its own:
// the texts may run in another direction, and are never read as markup or as placeholders.
const PLACES = { original: '\uE000original\uE000', text: '\uE000text\uE000' };

function isolated(sentence: string, texts: Record<keyof typeof PLACES, string>) {
  return sentence
    .split(/\uE000(original|text)\uE000/)
    .map((part, index) => (index % 2 === 0 ? part : <bdi key={index}>{texts[part as keyof typeof PLACES]}</bdi>));
}
