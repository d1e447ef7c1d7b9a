import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  bookingFieldsOf,
  bookingModalSettingsSchema,
  MAX_MODAL_BUTTONS,
  MODAL_BUTTON_COLORS,
  type BookingModalSettings,
} from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { panelResolver } from '@/lib/panel-resolver';
import { useUpdateProfile } from '@/panel/api/update-profile';
import { toastFailure } from '@/panel/failure-toast';
import { ListItem } from '@/panel/form/list-item';
import { SelectField } from '@/panel/form/select-field';
import { TextField, useFieldError } from '@/panel/form/text-field';
import { useUnsavedChanges } from '@/panel/use-unsaved-changes';
import { BUTTON_TYPE_OPTIONS, COLOR_OPTIONS, ICON_OPTIONS, iconChoice } from './booking-options';
import { ModalPreview } from './booking-preview';
import { SwitchField } from './switch-field';

/** The form's shape: the schema's output, every button with its phone and action URL as text. */
export type ModalFormValues = z.output<typeof bookingModalSettingsSchema>;
type ModalFormButton = ModalFormValues['buttons'][number];

// The shared schema checks the form (docs/decisions.md, D-43).
const resolver = panelResolver(bookingModalSettingsSchema) as unknown as Resolver<ModalFormValues>;

/** Stored settings as the form holds them: in their order, with every field present. */
function formValuesOf(settings: BookingModalSettings): ModalFormValues {
  return {
    title: settings.title,
    description: settings.description,
    fields: bookingFieldsOf(settings),
    buttons: [...settings.buttons]
      .sort((a, b) => a.order - b.order)
      .map((button) => ({ ...button, icon: iconChoice(button.icon), phone: button.phone ?? '', actionUrl: button.actionUrl ?? '' })),
  };
}

/** A new button's id: letters and digits the schema accepts, unique enough for one dialog's dozen buttons. */
function newButtonId(): string {
  return `button-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The booking dialog: its title, description and buttons (add, remove, reorder), with a live preview. */
export function ModalSettingsForm({ settings }: { settings: BookingModalSettings }) {
  const { t } = useTranslation();
  const form = useForm<ModalFormValues>({ defaultValues: formValuesOf(settings), resolver, mode: 'onTouched' });
  useUnsavedChanges(form.formState.isDirty);
  const update = useUpdateProfile();
  const watched = useWatch({ control: form.control }) as ModalFormValues;

  const onSubmit = form.handleSubmit(({ title, description, buttons, fields }) =>
    update.mutate(
      // The list's order is the buttons' order.
      { bookingModalSettings: { title, description, fields, buttons: buttons.map((button, order) => ({ ...button, order })) } },
      {
        onSuccess: (saved) => {
          form.reset(formValuesOf(saved.bookingModalSettings));
          toast({ title: t('admin.bookingSettings.modalSaved') });
        },
        onError: (error) => toastFailure(t('admin.bookingSettings.modalFailed'), error),
      },
    ),
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" data-testid="modal-settings-form">
          <TextField<ModalFormValues> name="title" label={t('admin.bookingSettings.modalTitle')} maxLength={255} />
          <TextField<ModalFormValues>
            name="description"
            label={t('admin.bookingSettings.modalDescription')}
            kind="long"
            rows={2}
            maxLength={2000}
          />
          <ModalButtons />
          <OptionalFields />
          <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
            {update.isPending ? t('admin.bookingSettings.saving') : t('admin.bookingSettings.saveModal')}
          </Button>
        </form>
      </FormProvider>
      <ModalPreview settings={watched} />
    </div>
  );
}

function ModalButtons() {
  const { t } = useTranslation();
  const { control } = useFormContext<ModalFormValues>();
  const buttons = useFieldArray({ control, name: 'buttons', keyName: 'key' });
  const error = useFieldError<ModalFormValues>('buttons');
  const addButton = () =>
    buttons.append({
      id: newButtonId(),
      type: 'message',
      text: '',
      icon: 'Calendar',
      color: MODAL_BUTTON_COLORS.Blue,
      phone: '',
      actionUrl: '',
      order: buttons.fields.length,
      isVisible: true,
    } satisfies ModalFormButton);
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">{t('admin.bookingSettings.buttons')}</legend>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {buttons.fields.map((button, index) => (
        <ListItem
          key={button.key}
          heading={<ButtonHeading index={index} />}
          onRemove={() => buttons.remove(index)}
          removeLabel={t('admin.bookingSettings.removeButton', { n: index + 1 })}
          actions={
            <>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={index === 0}
                aria-label={t('admin.bookingSettings.moveUp', { n: index + 1 })}
                onClick={() => buttons.move(index, index - 1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={index === buttons.fields.length - 1}
                aria-label={t('admin.bookingSettings.moveDown', { n: index + 1 })}
                onClick={() => buttons.move(index, index + 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </>
          }
        >
          <ButtonFields index={index} />
        </ListItem>
      ))}
      <Button type="button" variant="outline" className="w-full" disabled={buttons.fields.length >= MAX_MODAL_BUTTONS} onClick={addButton}>
        <Plus aria-hidden="true" /> {t('admin.bookingSettings.addButton')}
      </Button>
    </fieldset>
  );
}

/** The message form's optional fields (docs/decisions.md, D-116): stored with the booking, shown in the inbox and the notice. */
function OptionalFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0 space-y-1">
      <legend className="text-sm font-medium">{t('admin.bookingSettings.alsoAsk')}</legend>
      <SwitchField<ModalFormValues> name="fields.eventDate" label={t('admin.bookingSettings.eventDate')} />
      <SwitchField<ModalFormValues> name="fields.venue" label={t('admin.bookingSettings.venue')} />
      <SwitchField<ModalFormValues> name="fields.budget" label={t('admin.bookingSettings.budget')} />
    </fieldset>
  );
}

function ButtonHeading({ index }: { index: number }) {
  const { t } = useTranslation();
  const text = useWatch<ModalFormValues, `buttons.${number}.text`>({ name: `buttons.${index}.text` });
  return <>{`${index + 1}. ${text || t('admin.bookingSettings.newButton')}`}</>;
}

function ButtonFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const type = useWatch<ModalFormValues, `buttons.${number}.type`>({ name: `buttons.${index}.type` });
  return (
    <>
      <SelectField<ModalFormValues> name={`buttons.${index}.type`} label={t('admin.bookingSettings.type')} options={BUTTON_TYPE_OPTIONS} />
      <TextField<ModalFormValues> name={`buttons.${index}.text`} label={t('admin.bookingSettings.text')} maxLength={100} />
      {type === 'call' && (
        <TextField<ModalFormValues>
          name={`buttons.${index}.phone`}
          label={t('admin.bookingSettings.phone')}
          kind="tel"
          placeholder="+39 333 1234567"
          hint={t('admin.bookingSettings.phoneHint')}
        />
      )}
      {type === 'custom' && (
        <TextField<ModalFormValues>
          name={`buttons.${index}.actionUrl`}
          label={t('admin.bookingSettings.actionUrl')}
          kind="url"
          placeholder="https://…"
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField<ModalFormValues> name={`buttons.${index}.icon`} label={t('admin.bookingSettings.icon')} options={ICON_OPTIONS} />
        <SelectField<ModalFormValues> name={`buttons.${index}.color`} label={t('admin.bookingSettings.colour')} options={COLOR_OPTIONS} />
      </div>
      <SwitchField<ModalFormValues> name={`buttons.${index}.isVisible`} label={t('admin.bookingSettings.visible')} />
    </>
  );
}
