import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BOOKING_BUTTON_WIDTH, bookingButtonSettingsSchema, type BookingButtonSettings } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { panelResolver } from '@/lib/panel-resolver';
import { useUpdateProfile } from '@/panel/api/update-profile';
import { toastFailure } from '@/panel/failure-toast';
import { FormField } from '@/panel/form/form-field';
import { SelectField } from '@/panel/form/select-field';
import { TextField, useFieldError } from '@/panel/form/text-field';
import { useUnsavedChanges } from '@/panel/use-unsaved-changes';
import { BookingButtonDraft } from './booking-button-draft';
import { ANIMATION_OPTIONS, ICON_OPTIONS, iconChoice, POSITION_OPTIONS } from './booking-options';
import { ButtonPreview } from './booking-preview';
import { SwitchField } from './switch-field';

type ButtonFormValues = z.output<typeof bookingButtonSettingsSchema>;

// The shared schema checks the form (docs/decisions.md, D-43); its output is the form's own shape.
const resolver = panelResolver(bookingButtonSettingsSchema) as unknown as Resolver<ButtonFormValues>;

/** The pinned booking button: text, icon, width, animation, corner and visibility, with a live preview. */
export function ButtonSettingsForm({ settings }: { settings: BookingButtonSettings }) {
  const { t } = useTranslation();
  const form = useForm<ButtonFormValues>({
    defaultValues: { ...settings, icon: iconChoice(settings.icon) },
    resolver,
    mode: 'onTouched',
  });
  useUnsavedChanges(form.formState.isDirty);
  const update = useUpdateProfile();
  const watched = useWatch({ control: form.control }) as ButtonFormValues;

  const onSubmit = form.handleSubmit((bookingButtonSettings) =>
    update.mutate(
      { bookingButtonSettings },
      {
        onSuccess: (saved) => {
          form.reset({ ...saved.bookingButtonSettings, icon: iconChoice(saved.bookingButtonSettings.icon) });
          toast({ title: t('admin.bookingSettings.buttonSaved') });
        },
        onError: (error) => toastFailure(t('admin.bookingSettings.buttonFailed'), error),
      },
    ),
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" data-testid="button-settings-form">
          <BookingButtonDraft />
          <TextField<ButtonFormValues> name="text" label={t('admin.bookingSettings.buttonText')} maxLength={100} />
          <SelectField<ButtonFormValues> name="icon" label={t('admin.bookingSettings.icon')} options={ICON_OPTIONS} />
          <WidthField />
          <SelectField<ButtonFormValues> name="animationType" label={t('admin.bookingSettings.animation')} options={ANIMATION_OPTIONS} />
          <SelectField<ButtonFormValues> name="position" label={t('admin.bookingSettings.position')} options={POSITION_OPTIONS} />
          <SwitchField<ButtonFormValues>
            name="isVisible"
            label={t('admin.bookingSettings.showButton')}
            hint={t('admin.bookingSettings.showButtonHint')}
          />
          <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
            {update.isPending ? t('admin.bookingSettings.saving') : t('admin.bookingSettings.saveButton')}
          </Button>
        </form>
      </FormProvider>
      <ButtonPreview settings={watched} />
    </div>
  );
}

/** Width in pixels, 80 to 200: a slider for the thumb and a number for the exact value. */
function WidthField() {
  const { t } = useTranslation();
  const error = useFieldError<ButtonFormValues>('width');
  return (
    <Controller<ButtonFormValues, 'width'>
      name="width"
      render={({ field }) => (
        <FormField
          id="booking-button-width"
          label={t('admin.bookingSettings.width')}
          error={error}
          hint={t('admin.bookingSettings.widthHint', { min: BOOKING_BUTTON_WIDTH.min, max: BOOKING_BUTTON_WIDTH.max })}
        >
          <div className="flex items-center gap-3">
            <input
              type="range"
              aria-label={t('admin.bookingSettings.widthSlider')}
              min={BOOKING_BUTTON_WIDTH.min}
              max={BOOKING_BUTTON_WIDTH.max}
              step={1}
              value={Number.isFinite(field.value) ? field.value : BOOKING_BUTTON_WIDTH.min}
              onChange={(event) => field.onChange(Number(event.target.value))}
              className="h-11 min-w-0 flex-1 accent-primary"
            />
            <Input
              id="booking-button-width"
              type="number"
              inputMode="numeric"
              min={BOOKING_BUTTON_WIDTH.min}
              max={BOOKING_BUTTON_WIDTH.max}
              fieldWidth="short"
              aria-invalid={error ? true : undefined}
              value={Number.isFinite(field.value) ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </div>
        </FormField>
      )}
    />
  );
}
