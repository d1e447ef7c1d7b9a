import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BACKGROUND_ANIMATIONS, BACKGROUND_TYPES } from '@stagelink/contracts';
import { ColorInput } from '@/components/color-input';
import { NativeSelect } from '@/components/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { describedBy, FormField } from '@/panel/form/form-field';
import { SwitchField } from '@/panel/form/switch-field';
import type { BackgroundMode, ProfileFormValues } from './profile-form-values';

const MODES: { mode: BackgroundMode; label: string }[] = [
  { mode: 'light', label: 'admin.profile.lightMode' },
  { mode: 'dark', label: 'admin.profile.darkMode' },
];

/** The page's background for light and dark mode (spec section 3), light first. */
export function BackgroundFields() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="light">
      <TabsList aria-label={t('admin.profile.backgroundMode')} className="text-foreground">
        {MODES.map(({ mode, label }) => (
          <TabsTrigger key={mode} value={mode}>
            {t(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Both stay mounted, so an error in the hidden one is kept and the values are never dropped. */}
      {MODES.map(({ mode }) => (
        <TabsContent key={mode} value={mode} forceMount className="space-y-4 data-[state=inactive]:hidden">
          <VariantFields mode={mode} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function VariantFields({ mode }: { mode: BackgroundMode }) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<ProfileFormValues>();
  const path = `backgroundSettings.${mode}` as const;
  const [type, animationEnabled] = useWatch({ control, name: [`${path}.type`, `${path}.animationEnabled`] });
  const id = (field: string) => `background-${mode}-${field}`;

  return (
    <>
      <FormField id={id('type')} label={t('admin.profile.backgroundType')}>
        <NativeSelect id={id('type')} {...register(`${path}.type`)}>
          {BACKGROUND_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.profile.type.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <ColorField name={`${path}.primaryColor`} id={id('primary')} label={t('admin.profile.primaryColor')} />
      {type !== 'solid' && <ColorField name={`${path}.secondaryColor`} id={id('secondary')} label={t('admin.profile.secondaryColor')} />}
      <Controller
        control={control}
        name={`${path}.animationEnabled`}
        render={({ field }) => (
          <SwitchField
            id={id('animated')}
            label={t('admin.profile.animations')}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {animationEnabled && (
        <FormField id={id('animation')} label={t('admin.profile.animationType')}>
          <NativeSelect id={id('animation')} {...register(`${path}.animationType`)}>
            {BACKGROUND_ANIMATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.profile.animation.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </>
  );
}

type ColorPath = Extract<FieldPath<ProfileFormValues>, `backgroundSettings.${BackgroundMode}.${'primaryColor' | 'secondaryColor'}`>;

function ColorField({ name, id, label }: { name: ColorPath; id: string; label: string }) {
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message}>
          <ColorInput
            ref={field.ref}
            id={id}
            label={label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={fieldState.invalid}
            describedBy={describedBy(id, { error: fieldState.error?.message })}
          />
        </FormField>
      )}
    />
  );
}
