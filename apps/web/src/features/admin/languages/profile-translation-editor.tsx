import { useTranslation } from 'react-i18next';
import { textDirection, writtenForCurrent, type AdminProfile, type Language } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useProfileTranslation } from './api/get-profile-translation';
import { useSaveProfileTranslation } from './api/save-profile-translation';
import { translationNotSaved } from './job-toasts';
import { languageName } from './language-labels';
import {
  contentText,
  profileTranslationChanges,
  profileTranslationFields,
  type ProfileTranslationField,
} from './profile-translation-fields';
import { TranslatedField } from './translated-field';
import { UpdatedElsewhere } from './updated-elsewhere';
import { useTranslationDraft } from './use-translation-draft';

interface EditorProps {
  profile: AdminProfile;
  sourceLang: Language;
  targetLang: Language;
}

/** Profile Content: the name, description and booking texts in the target language, each beside its source (D-140). */
export function ProfileTranslationEditor({ profile, sourceLang, targetLang }: EditorProps) {
  const { t } = useTranslation();
  const source = useProfileTranslation(profile.id, sourceLang);
  const target = useProfileTranslation(profile.id, targetLang);
  if (source.isPending || target.isPending)
    return <Skeleton className="h-48 w-full" aria-busy="true" aria-label={t('admin.editors.loadingProfile')} />;
  if (source.isError || target.isError) return <p role="alert">{t('admin.editors.profileNotLoaded')}</p>;
  const fields = profileTranslationFields(profile);
  const saved = Object.fromEntries(fields.map((field) => [field.key, contentText(target.data, field.key)]));
  return (
    <ProfileTranslationForm
      // A new language starts the form again; newer saved texts are the draft's to take (use-translation-draft.ts).
      key={targetLang}
      fields={fields.map((field) => ({
        ...field,
        source: contentText(source.data, field.key) || field.original,
        changed: Boolean(saved[field.key]) && !writtenForCurrent(target.data.sources, field.key, field.original),
      }))}
      saved={saved}
      origins={target.data.origins}
      profileId={profile.id}
      sourceLang={sourceLang}
      targetLang={targetLang}
    />
  );
}

interface FormProps {
  /** Each text with its source, and whether its original changed since its translation was written (D-109). */
  fields: (ProfileTranslationField & { source: string; changed: boolean })[];
  saved: Record<string, string>;
  origins: Record<string, 'machine' | 'owner'>;
  profileId: number;
  sourceLang: Language;
  targetLang: Language;
}

function ProfileTranslationForm({ fields, saved, origins, profileId, sourceLang, targetLang }: FormProps) {
  const { t } = useTranslation();
  const draft = useTranslationDraft(saved);
  const save = useSaveProfileTranslation(profileId, targetLang);
  const common = { sourceLanguage: languageName(sourceLang), targetLanguage: languageName(targetLang), dir: textDirection(targetLang) };
  const keep = (field: string) => ({
    keeping: save.isPending,
    onKeep: () =>
      save.mutate(
        { keep: [field] },
        {
          onSuccess: () =>
            toast({ title: t('admin.editors.kept'), description: t('admin.editors.keptText', { language: languageName(targetLang) }) }),
          onError: translationNotSaved,
        },
      ),
  });
  const submit = () => {
    // Only what the owner changed: a field saved elsewhere meanwhile keeps its newer text.
    const sent = Object.fromEntries(draft.changed.map((key) => [key, draft.value(key)]));
    save.mutate(profileTranslationChanges(sent), {
      onSuccess: () => {
        draft.markSaved(sent);
        toast({ title: t('admin.editors.saved'), description: t('admin.editors.profileSaved', { language: languageName(targetLang) }) });
      },
      onError: translationNotSaved,
    });
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
      {fields.map((field) => (
        <TranslatedField
          key={field.key}
          id={`profile-${field.key.replace(/\W+/g, '-')}-translation`}
          label={field.label}
          source={field.source}
          value={draft.value(field.key)}
          onChange={(text) => draft.set(field.key, text)}
          origin={origins[field.key]}
          sourceChanged={field.changed ? keep(field.key) : undefined}
          multiline={field.multiline}
          {...common}
        />
      ))}
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending || draft.changed.length === 0}>
        {save.isPending ? t('admin.editors.saving') : t('admin.editors.saveProfile')}
      </Button>
    </form>
  );
}
