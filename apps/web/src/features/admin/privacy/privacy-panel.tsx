import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { personalDataRequestSchema, type PersonalDataRequest } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { panelResolver } from '@/lib/panel-resolver';
import { serverText } from '@/lib/server-text';
import { TextField } from '@/panel/form/text-field';
import { LoadFailed } from '@/panel/load-failed';
import { usePersonalData } from './api/get-personal-data';
import { ErasureLog } from './erasure-log';
import { PersonalDataResult } from './personal-data-result';

// The shared schema checks the form (docs/decisions.md, D-43); whether the text is an e-mail or a
// phone is the server's to say, as it reads local numbers as the owner's country's.
const resolver = panelResolver(personalDataRequestSchema) as unknown as Resolver<PersonalDataRequest>;

/**
 * The Privacy place (docs/decisions.md, D-90): everything stored about one person, found by the
 * e-mail or phone they gave in any format, shown, downloaded for them, or erased after a
 * confirmation; and the erase log below.
 */
export function PrivacyPanel() {
  const { t } = useTranslation();
  const [contact, setContact] = useState<string | null>(null);
  const found = usePersonalData(contact);
  const form = useForm<PersonalDataRequest>({ defaultValues: { contact: '' }, resolver });
  const headingId = useId();
  // A refused contact is the one 400 this look-up answers; its words are the panel's (D-152).
  const refused =
    found.error instanceof ApiError && found.error.status === 400
      ? serverText(found.error, { 400: 'admin.validation.contact' })
      : undefined;

  const onSubmit = form.handleSubmit(({ contact: typed }) => {
    form.clearErrors();
    if (typed === contact) void found.refetch();
    setContact(typed);
  });

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('admin.privacy.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.privacy.intro')}</p>
      </div>

      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField<PersonalDataRequest>
              name="contact"
              label={t('admin.privacy.contact')}
              hint={t('admin.privacy.contactHint')}
              maxLength={255}
            />
          </div>
          <Button type="submit" disabled={found.isFetching} className="sm:mb-7">
            <Search aria-hidden="true" /> {found.isFetching ? t('admin.privacy.looking') : t('admin.privacy.lookUp')}
          </Button>
        </form>
      </FormProvider>

      {refused && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refused}
        </p>
      )}
      {found.isFetching && !found.data && (
        <div role="status" aria-busy="true" aria-label={t('admin.privacy.lookingUp')}>
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      {found.isError && !refused && <LoadFailed what={t('admin.privacy.what')} onRetry={() => void found.refetch()} />}
      {found.data && !found.isError && <PersonalDataResult data={found.data} />}

      <ErasureLog />
    </section>
  );
}
