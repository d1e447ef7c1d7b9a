import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/hooks/use-toast';
import { changeLanguage } from '@/i18n/i18n';
import { useAutoTranslatePage } from '../../api/auto-translate-page';
import { useAutoTranslateProfile } from '../../api/auto-translate-profile';
import { useAdminProfile } from '../../api/get-admin-profile';
import { useAdminSections } from '../../api/get-admin-sections';
import { useNoTranslationProvider } from '../../api/get-translation-provider';
import { useInitTranslationDefaults } from '../../api/init-translation-defaults';
import { LoadFailed } from '../load-failed';
import { SwitchField } from '../switch-field';
import { jobNotStarted } from './job-toasts';
import { languageName } from './language-labels';
import { LanguageSelect } from './language-select';
import { NO_PROVIDER_NOTICE_ID, NoProviderNotice } from './no-provider-notice';
import { ProfileTranslationEditor } from './profile-translation-editor';
import { SectionTranslationEditor } from './section-translation-editor';
import { TranslationJobStatusView } from './translation-job-status';
import { UiTranslationsInfo } from './ui-translations-info';

/**
 * Spec section 2, Languages tab: the current language, source and target (it → en), the
 * owner's translations beside their sources, and automatic translation as queued jobs whose
 * progress and failures show here live (docs/decisions.md, D-27, D-68, D-69).
 */
export function LanguagesTab() {
  const profile = useAdminProfile();
  const sections = useAdminSections();
  // The language the page and the panel are in: changing it changes both, <html lang dir> and the saved choice.
  const { i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [sourceLang, setSourceLang] = useState<Language>('it');
  const [targetLang, setTargetLang] = useState<Language>('en');
  const [pageTarget, setPageTarget] = useState<Language | typeof ALL_LANGUAGES>(ALL_LANGUAGES);
  const [force, setForce] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const autoTranslateProfile = useAutoTranslateProfile(profile.data?.id ?? 0);
  const autoTranslatePage = useAutoTranslatePage();
  const initDefaults = useInitTranslationDefaults();
  const noProvider = useNoTranslationProvider();
  const explained = noProvider ? NO_PROVIDER_NOTICE_ID : undefined;

  if (profile.isPending || sections.isPending)
    return <Skeleton className="h-96 w-full" aria-busy="true" aria-label="Loading the languages" />;
  if (profile.isError || sections.isError) {
    return <LoadFailed what="The languages" onRetry={() => void Promise.all([profile.refetch(), sections.refetch()])} />;
  }

  const sameLanguage = sourceLang === targetLang;
  const started = { onSuccess: ({ jobId: id }: { jobId: string }) => setJobId(id), onError: jobNotStarted };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Languages</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <LanguageSelect
            id="current-language"
            label="Current language (how you see your page)"
            value={current}
            onChange={(language) => void changeLanguage(language)}
          />
          <div className="flex flex-col gap-4 sm:flex-row">
            <LanguageSelect id="source-language" label="Source language" value={sourceLang} onChange={setSourceLang} />
            <LanguageSelect id="target-language" label="Target language" value={targetLang} onChange={setTargetLang} />
          </div>
          {noProvider && <NoProviderNotice />}
          <SwitchField id="translate-force" label="Replace the texts you wrote yourself" checked={force} onCheckedChange={setForce} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              disabled={sameLanguage || noProvider || autoTranslateProfile.isPending}
              aria-describedby={explained}
              onClick={() => autoTranslateProfile.mutate({ sourceLang, targetLang, force }, started)}
            >
              Auto-Translate Profile
            </Button>
            <Button
              variant="outline"
              disabled={initDefaults.isPending}
              onClick={() =>
                initDefaults.mutate(undefined, {
                  onSuccess: ({ filled }) =>
                    toast({ title: 'Defaults initialized', description: `${filled} interface texts saved on the server.` }),
                  onError: () =>
                    toast({ variant: 'destructive', title: 'Error', description: 'Failed to initialize the defaults. Please try again.' }),
                })
              }
            >
              Initialize Defaults
            </Button>
          </div>
          {sameLanguage && <p className="text-sm text-muted-foreground">Pick a target language other than the source to translate.</p>}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Translate the whole page</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground">
            Your profile and every section, from {languageName(sourceLang)} into one language or all of them.
          </p>
          <LanguageSelect<Language | typeof ALL_LANGUAGES>
            id="page-target-language"
            label="Into"
            value={pageTarget}
            onChange={setPageTarget}
            withAll
          />
          <Button
            className="w-full sm:w-auto"
            disabled={pageTarget === sourceLang || noProvider || autoTranslatePage.isPending}
            aria-describedby={explained}
            onClick={() => autoTranslatePage.mutate({ sourceLang, targetLang: pageTarget, force }, started)}
          >
            Translate Whole Page
          </Button>
        </CardContent>
      </Card>

      {jobId && (
        <Card aria-label="Automatic translation">
          <CardContent className="pt-6">
            <TranslationJobStatusView jobId={jobId} />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardContent className="pt-6">
          <Tabs defaultValue="profile-content">
            <TabsList aria-label="Translations" className="grid h-auto w-full grid-cols-3 text-foreground">
              <TabsTrigger value="profile-content" className="min-h-11 whitespace-normal">
                Profile Content
              </TabsTrigger>
              <TabsTrigger value="section-content" className="min-h-11 whitespace-normal">
                Section Content
              </TabsTrigger>
              <TabsTrigger value="ui-translations" className="min-h-11 whitespace-normal">
                UI Translations
              </TabsTrigger>
            </TabsList>
            <TabsContent value="profile-content" className="pt-4">
              <ProfileTranslationEditor profile={profile.data} sourceLang={sourceLang} targetLang={targetLang} />
            </TabsContent>
            <TabsContent value="section-content" className="pt-4">
              <SectionTranslationEditor
                sections={sections.data}
                sourceLang={sourceLang}
                targetLang={targetLang}
                force={force}
                onJob={setJobId}
              />
            </TabsContent>
            <TabsContent value="ui-translations" className="pt-4">
              <UiTranslationsInfo />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
