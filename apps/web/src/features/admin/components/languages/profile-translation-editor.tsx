import { textDirection, writtenForCurrent, type AdminProfile, type Language } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useProfileTranslation } from '../../api/get-profile-translation';
import { useSaveProfileTranslation } from '../../api/save-profile-translation';
import { translationNotSaved } from './job-toasts';
import { languageName } from './language-labels';
import { TranslatedField } from './translated-field';
import { UpdatedElsewhere } from './updated-elsewhere';
import { useTranslationDraft } from './use-translation-draft';

interface EditorProps {
  profile: AdminProfile;
  sourceLang: Language;
  targetLang: Language;
}

/** Profile Content: the name and description in the target language, each beside its source. */
export function ProfileTranslationEditor({ profile, sourceLang, targetLang }: EditorProps) {
  const source = useProfileTranslation(profile.id, sourceLang);
  const target = useProfileTranslation(profile.id, targetLang);
  if (source.isPending || target.isPending)
    return <Skeleton className="h-48 w-full" aria-busy="true" aria-label="Loading the translation" />;
  if (source.isError || target.isError) return <p role="alert">The translation could not be loaded.</p>;
  return (
    <ProfileTranslationForm
      // A new language starts the form again; newer saved texts are the draft's to take (use-translation-draft.ts).
      key={targetLang}
      sources={{ name: source.data.name || profile.name, description: source.data.description || profile.description }}
      saved={{ name: target.data.name, description: target.data.description }}
      origins={target.data.origins}
      changed={{
        name: Boolean(target.data.name) && !writtenForCurrent(target.data.sources, 'name', profile.name),
        description: Boolean(target.data.description) && !writtenForCurrent(target.data.sources, 'description', profile.description),
      }}
      profileId={profile.id}
      sourceLang={sourceLang}
      targetLang={targetLang}
    />
  );
}

interface FormProps {
  sources: { name: string; description: string };
  saved: { name: string; description: string };
  origins: Record<string, 'machine' | 'owner'>;
  /** Fields whose original changed since their translation was written (D-109). */
  changed: Record<'name' | 'description', boolean>;
  profileId: number;
  sourceLang: Language;
  targetLang: Language;
}

function ProfileTranslationForm({ sources, saved, origins, changed, profileId, sourceLang, targetLang }: FormProps) {
  const draft = useTranslationDraft(saved);
  const save = useSaveProfileTranslation(profileId, targetLang);
  const common = { sourceLanguage: languageName(sourceLang), targetLanguage: languageName(targetLang), dir: textDirection(targetLang) };
  const keep = (field: 'name' | 'description') => ({
    keeping: save.isPending,
    onKeep: () =>
      save.mutate(
        { keep: [field] },
        {
          onSuccess: () => toast({ title: 'Translation kept', description: `Visitors in ${languageName(targetLang)} read it again.` }),
          onError: translationNotSaved,
        },
      ),
  });
  const submit = () => {
    // Only what the owner changed: a field saved elsewhere meanwhile keeps its newer text.
    const sent: { name?: string; description?: string } = {};
    if (draft.changed.includes('name')) sent.name = draft.value('name');
    if (draft.changed.includes('description')) sent.description = draft.value('description');
    save.mutate(sent, {
      onSuccess: () => {
        draft.markSaved(sent);
        toast({ title: 'Translation saved', description: `The profile in ${languageName(targetLang)} is saved.` });
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
      <TranslatedField
        id="profile-name-translation"
        label="Name"
        source={sources.name}
        value={draft.value('name')}
        onChange={(text) => draft.set('name', text)}
        origin={origins.name}
        sourceChanged={changed.name ? keep('name') : undefined}
        {...common}
      />
      <TranslatedField
        id="profile-description-translation"
        label="Description"
        source={sources.description}
        value={draft.value('description')}
        onChange={(text) => draft.set('description', text)}
        origin={origins.description}
        sourceChanged={changed.description ? keep('description') : undefined}
        multiline
        {...common}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending || draft.changed.length === 0}>
        {save.isPending ? 'Saving...' : 'Save Profile Translation'}
      </Button>
    </form>
  );
}
