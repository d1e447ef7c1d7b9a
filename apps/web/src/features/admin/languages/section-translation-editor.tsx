import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isSectionType,
  placeOfText,
  sectionTextsOf,
  setSectionText,
  textDirection,
  writtenForCurrent,
  type Language,
  type Section,
  type SectionContent,
  type SectionType,
} from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { sectionTypeLabel } from '@/panel/section-types';
import { useAutoTranslateSection } from './api/auto-translate-section';
import { useSectionTranslations } from './api/get-section-translations';
import { useNoTranslationProvider } from './api/get-translation-provider';
import { useSaveSectionTranslation } from './api/save-section-translation';
import { jobNotStarted, translationNotSaved } from './job-toasts';
import { languageName } from './language-labels';
import { NO_PROVIDER_NOTICE_ID } from './no-provider-notice';
import { sectionFieldLabel } from './section-field-labels';
import { TranslatedField } from './translated-field';
import { UpdatedElsewhere } from './updated-elsewhere';
import { useTranslationDraft } from './use-translation-draft';

interface EditorProps {
  sections: Section[];
  sourceLang: Language;
  targetLang: Language;
  force: boolean;
  onJob: (jobId: string) => void;
}

type TranslatableSection = Section & { type: SectionType };

/** Section Content: one section at a time, its title and texts each beside the source. */
export function SectionTranslationEditor({ sections, sourceLang, targetLang, force, onJob }: EditorProps) {
  const { t } = useTranslation();
  const translatable = sections.filter((section): section is TranslatableSection => isSectionType(section.type));
  const [chosenId, setChosenId] = useState<number | null>(translatable[0]?.id ?? null);
  const source = useSectionTranslations(sourceLang);
  const target = useSectionTranslations(targetLang);
  const chosen = translatable.find((section) => section.id === chosenId) ?? translatable[0];
  if (!chosen) return <p className="text-sm text-muted-foreground">{t('admin.sections.none')}</p>;
  if (source.isPending || target.isPending)
    return <Skeleton className="h-48 w-full" aria-busy="true" aria-label={t('admin.editors.loadingSections')} />;
  if (source.isError || target.isError) return <p role="alert">{t('admin.editors.sectionsNotLoaded')}</p>;
  const content = target.data.find((item) => item.sectionId === chosen.id);
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="translated-section">{t('admin.editors.section')}</Label>
        <Select value={String(chosen.id)} onValueChange={(value) => setChosenId(Number(value))}>
          <SelectTrigger id="translated-section">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {translatable.map((section) => (
              <SelectItem key={section.id} value={String(section.id)}>
                {section.title} · {sectionTypeLabel(section.type)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <SectionTranslationForm
        // A new section or language starts the form again; newer saved texts are the draft's to take (use-translation-draft.ts).
        key={`${chosen.id}:${targetLang}`}
        section={chosen}
        source={source.data.find((item) => item.sectionId === chosen.id)}
        saved={content}
        sourceLang={sourceLang}
        targetLang={targetLang}
        force={force}
        onJob={onJob}
      />
    </div>
  );
}

interface FormProps {
  section: TranslatableSection;
  source: SectionContent | undefined;
  saved: SectionContent | undefined;
  sourceLang: Language;
  targetLang: Language;
  force: boolean;
  onJob: (jobId: string) => void;
}

const TITLE = 'title';

function SectionTranslationForm({ section, source, saved, sourceLang, targetLang, force, onJob }: FormProps) {
  const { t } = useTranslation();
  const texts = sectionTextsOf(section.type, section.data);
  // Each item's translation is the one written for its text now, wherever it is kept (D-79).
  const places = new Map(texts.map(({ path }) => [path, placeOfText(section.data, saved?.data, path)]));
  const savedTexts: Record<string, string> = { [TITLE]: saved?.title ?? '' };
  for (const { path } of texts) savedTexts[`data.${path}`] = places.get(path)?.text ?? '';
  const draft = useTranslationDraft(savedTexts);
  const save = useSaveSectionTranslation(section.id, targetLang);
  const autoTranslate = useAutoTranslateSection(section.id);
  const noProvider = useNoTranslationProvider();
  const common = { sourceLanguage: languageName(sourceLang), targetLanguage: languageName(targetLang), dir: textDirection(targetLang) };
  // The title and the data's own texts whose original changed since they were written (D-109); list items say so their own way.
  const sourceChanged = (field: string, translation: string, original: string) =>
    translation && !writtenForCurrent(saved?.sources, field, original)
      ? {
          keeping: save.isPending,
          onKeep: () =>
            save.mutate(
              { keep: [field] },
              {
                onSuccess: () =>
                  toast({
                    title: t('admin.editors.kept'),
                    description: t('admin.editors.keptText', { language: languageName(targetLang) }),
                  }),
                onError: translationNotSaved,
              },
            ),
        }
      : undefined;

  /** Only what the owner changed is sent, each list text with the original it translates. */
  const submit = () => {
    const sent: Record<string, string> = {};
    for (const key of draft.changed) sent[key] = draft.value(key);
    let data: Record<string, unknown> | undefined;
    for (const { path, text } of texts) {
      const key = `data.${path}`;
      if (!(key in sent)) continue;
      data = setSectionText(data ?? {}, path, sent[key] ?? '', path.includes('.') ? text : undefined);
    }
    save.mutate(
      { ...(TITLE in sent ? { title: sent[TITLE] } : {}), ...(data ? { data } : {}) },
      {
        onSuccess: () => {
          draft.markSaved(sent);
          toast({
            title: t('admin.editors.saved'),
            description: t('admin.editors.sectionSaved', { title: section.title, language: languageName(targetLang) }),
          });
        },
        onError: translationNotSaved,
      },
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {draft.updatedElsewhere && <UpdatedElsewhere onLoad={draft.loadSaved} />}
      <TranslatedField
        id={`section-${section.id}-title`}
        label={t('admin.editors.title')}
        source={source?.title || section.title}
        value={draft.value(TITLE)}
        onChange={(text) => draft.set(TITLE, text)}
        origin={saved?.origins[TITLE]}
        sourceChanged={sourceChanged(TITLE, saved?.title ?? '', section.title)}
        {...common}
      />
      {texts.map(({ path, text }) => {
        const place = places.get(path);
        return (
          <TranslatedField
            key={path}
            id={`section-${section.id}-${path.replace(/\./g, '-')}`}
            label={sectionFieldLabel(path)}
            source={placeOfText(section.data, source?.data, path).text || text}
            value={draft.value(`data.${path}`)}
            onChange={(value) => draft.set(`data.${path}`, value)}
            origin={place?.text ? saved?.origins[`data.${place.slot}`] : undefined}
            stale={place?.stale}
            sourceChanged={path.includes('.') ? undefined : sourceChanged(`data.${path}`, place?.text ?? '', text)}
            multiline={path === 'longContent' || path.endsWith('description') || path === 'content'}
            {...common}
          />
        );
      })}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={save.isPending || draft.changed.length === 0}>
          {save.isPending ? t('admin.editors.saving') : t('admin.editors.saveSection')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={sourceLang === targetLang || noProvider || autoTranslate.isPending}
          aria-describedby={noProvider ? NO_PROVIDER_NOTICE_ID : undefined}
          onClick={() =>
            autoTranslate.mutate({ sourceLang, targetLang, force }, { onSuccess: ({ jobId }) => onJob(jobId), onError: jobNotStarted })
          }
        >
          {t('admin.editors.autoSection')}
        </Button>
      </div>
    </form>
  );
}
