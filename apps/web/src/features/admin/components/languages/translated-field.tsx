import type { FieldOrigin } from '@stagelink/contracts';
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
}

/** One field: the source text beside (on a phone, above) its translation, with who wrote the translation. */
export function TranslatedField(props: TranslatedFieldProps) {
  const { id, label, sourceLanguage, source, value, onChange, origin, multiline, targetLanguage, dir } = props;
  const Control = multiline ? Textarea : Input;
  return (
    <div className="space-y-2 border-b pb-4 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <OriginBadge origin={origin} />
      </div>
      <div className="grid gap-2 md:grid-cols-2">
        <figure className="min-w-0 rounded-md bg-muted/60 px-3 py-2 text-sm">
          <figcaption className="text-xs font-medium text-muted-foreground">{sourceLanguage}</figcaption>
          <p className="whitespace-pre-line break-words">{source || <span className="italic text-muted-foreground">(empty)</span>}</p>
        </figure>
        <Control
          id={id}
          value={value}
          dir={dir}
          rows={multiline ? 4 : undefined}
          aria-label={`${label} in ${targetLanguage}`}
          placeholder={source ? `${targetLanguage}…` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
