import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/hooks/use-toast';
import { changeLanguage } from '@/i18n/i18n';
import { useAdminProfile } from '@/panel/api/get-admin-profile';
import { useAdminSections } from '@/panel/api/get-admin-sections';
import { SwitchField } from '@/panel/form/switch-field';
import { LoadFailed } from '@/panel/load-failed';
import { useAutoTranslatePage } from './api/auto-translate-page';
import { useAutoTranslateProfile } from './api/auto-translate-profile';
import { useNoTranslationProvider } from './api/get-translation-provider';
import { useInitTranslationDefaults } from './api/init-translation-defaults';
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
  const { t, i18n } = useTranslation();
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
    return <Skeleton className="h-96 w-full" aria-busy="true" aria-label={t('admin.languages.loading')} />;
  if (profile.isError || sections.isError) {
    return <LoadFailed what={t('admin.languages.what')} onRetry={() => void Promise.all([profile.refetch(), sections.refetch()])} />;
  }

  const sameLanguage = sourceLang === targetLang;
  const started = { onSuccess: ({ jobId: id }: { jobId: string }) => setJobId(id), onError: jobNotStarted };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.languages.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <LanguageSelect
            id="current-language"
            label={t('admin.languages.current')}
            value={current}
            onChange={(language) => void changeLanguage(language)}
          />
          <div className="flex flex-col gap-4 sm:flex-row">
            <LanguageSelect id="source-language" label={t('admin.languages.source')} value={sourceLang} onChange={setSourceLang} />
            <LanguageSelect id="target-language" label={t('admin.languages.target')} value={targetLang} onChange={setTargetLang} />
          </div>
          {noProvider && <NoProviderNotice />}
          <SwitchField id="translate-force" label={t('admin.languages.force')} checked={force} onCheckedChange={setForce} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              disabled={sameLanguage || noProvider || autoTranslateProfile.isPending}
              aria-describedby={explained}
              onClick={() => autoTranslateProfile.mutate({ sourceLang, targetLang, force }, started)}
            >
              {t('admin.languages.autoProfile')}
            </Button>
            <Button
              variant="outline"
              disabled={initDefaults.isPending}
              onClick={() =>
                initDefaults.mutate(undefined, {
                  onSuccess: ({ filled }) =>
                    toast({ title: t('admin.languages.defaultsDone'), description: t('admin.languages.defaultsSaved', { count: filled }) }),
                  onError: () =>
                    toast({ variant: 'destructive', title: t('admin.common.error'), description: t('admin.languages.defaultsFailed') }),
                })
              }
            >
              {t('admin.languages.initDefaults')}
            </Button>
          </div>
          {sameLanguage && <p className="text-sm text-muted-foreground">{t('admin.languages.sameLanguage')}</p>}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('admin.languages.wholePage')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground">{t('admin.languages.wholePageText', { source: languageName(sourceLang) })}</p>
          <LanguageSelect<Language | typeof ALL_LANGUAGES>
            id="page-target-language"
            label={t('admin.languages.into')}
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
            {t('admin.languages.translatePage')}
          </Button>
        </CardContent>
      </Card>

      {jobId && (
        <Card aria-label={t('admin.languages.automatic')}>
          <CardContent className="pt-6">
            <TranslationJobStatusView jobId={jobId} />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardContent className="pt-6">
          <Tabs defaultValue="profile-content">
            <TabsList aria-label={t('admin.languages.translations')} className="grid h-auto w-full grid-cols-3 text-foreground">
              <TabsTrigger value="profile-content" className="min-h-11 whitespace-normal">
                {t('admin.languages.profileContent')}
              </TabsTrigger>
              <TabsTrigger value="section-content" className="min-h-11 whitespace-normal">
                {t('admin.languages.sectionContent')}
              </TabsTrigger>
              <TabsTrigger value="ui-translations" className="min-h-11 whitespace-normal">
                {t('admin.languages.uiTranslations')}
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
