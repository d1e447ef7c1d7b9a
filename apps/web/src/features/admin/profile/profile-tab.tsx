import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminProfile } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { panelResolver } from '@/lib/panel-resolver';
import { useAdminProfile } from '@/panel/api/get-admin-profile';
import { useUpdateProfile } from '@/panel/api/update-profile';
import { describedBy, FormField } from '@/panel/form/form-field';
import { LoadFailed } from '@/panel/load-failed';
import { useUnsavedChanges } from '@/panel/use-unsaved-changes';
import { BackgroundFields } from './background-fields';
import { FooterFields } from './footer-fields';
import { MediaGalleryDialog } from './media/media-gallery-dialog';
import { PhotoField } from './photo-field';
import { ProfileDraft } from './profile-draft';
import { profileFormSchema, toFormValues, type ProfileFormOutput, type ProfileFormValues } from './profile-form-values';
import { toastProfileSaved, toastProfileSaveFailed } from './profile-toasts';
import { TimeZoneField } from './time-zone-field';
import { useKeptDraft } from './use-kept-draft';

/** Spec section 2, Profile tab: photo, name and description, background, footer. */
export function ProfileTab() {
  const { t } = useTranslation();
  const profile = useAdminProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return <LoadFailed what={t('admin.profile.what')} onRetry={() => void profile.refetch()} />;
  }
  return <ProfileForm saved={profile.data} />;
}

function ProfileForm({ saved }: { saved: AdminProfile }) {
  const { t } = useTranslation();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: panelResolver(profileFormSchema),
    defaultValues: toFormValues(saved),
    mode: 'onTouched',
  });
  const { register, handleSubmit, reset, resetField, control, formState } = form;
  const image = useWatch({ control, name: 'profileImage' }) ?? '';
  const update = useUpdateProfile();
  const [galleryOpen, setGalleryOpen] = useState(false);
  useUnsavedChanges(formState.isDirty);

  // The saved photo can change outside the form (a gallery pick, or its image deleted); an unedited photo field follows it.
  const savedImage = saved.profileImage ?? '';
  useEffect(() => {
    if (!form.getFieldState('profileImage').isDirty) resetField('profileImage', { defaultValue: savedImage });
  }, [savedImage, form, resetField]);

  const draft = useKeptDraft('profile', form, formState.isDirty);

  const save = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (profile) => {
        reset(toFormValues(profile));
        draft.forget();
        toastProfileSaved();
      },
      onError: toastProfileSaveFailed,
    }),
  );

  const nameError = formState.errors.name?.message;
  const descriptionError = formState.errors.description?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-4" aria-label={t('admin.profile.form')}>
        {draft.restored && formState.isDirty && (
          <KeptDraftNotice
            onDiscard={() => {
              reset(toFormValues(saved));
              draft.forget();
            }}
          />
        )}
        <ProfileDraft />
        <FormSection title={t('admin.profile.photo')}>
          <PhotoField onOpenGallery={() => setGalleryOpen(true)} />
        </FormSection>
        <FormSection title={t('admin.profile.information')}>
          <FormField id="profile-name" label={t('admin.profile.name')} error={nameError}>
            <Input
              id="profile-name"
              autoComplete="name"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={describedBy('profile-name', { error: nameError })}
              {...register('name')}
            />
          </FormField>
          <FormField id="profile-description" label={t('admin.profile.description')} error={descriptionError}>
            <Textarea
              id="profile-description"
              rows={3}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={describedBy('profile-description', { error: descriptionError })}
              {...register('description')}
            />
          </FormField>
          <TimeZoneField />
        </FormSection>
        <FormSection title={t('admin.profile.background')}>
          <BackgroundFields />
        </FormSection>
        <FormSection title={t('admin.profile.footer')}>
          <FooterFields />
        </FormSection>
        {/* Pinned to the bottom of the screen: on a phone the save button is always under the thumb. */}
        <div
          data-testid="bottom-bar"
          className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur"
        >
          <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
            {update.isPending ? t('admin.profile.saving') : t('admin.profile.save')}
          </Button>
        </div>
      </form>
      <MediaGalleryDialog
        open={galleryOpen}
        onOpenChange={setGalleryOpen}
        saved={saved}
        currentImage={image}
        onPicked={(url) => resetField('profileImage', { defaultValue: url })}
      />
    </FormProvider>
  );
}

function KeptDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm sm:flex-row sm:items-center">
      <p className="flex-1">{t('admin.profile.draftKept')}</p>
      <Button type="button" variant="outline" onClick={onDiscard}>
        {t('admin.profile.discard')}
      </Button>
    </div>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <h2 className="text-lg font-semibold">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label={t('admin.profile.loading')}>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-56 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
