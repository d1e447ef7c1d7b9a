import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_TRACKING_SETTINGS, TRACKING_ID_SHAPES, trackingSettingsSchema, type TrackingSettings } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { panelResolver } from '@/lib/panel-resolver';
import { useAdminProfile } from '@/panel/api/get-admin-profile';
import { useUpdateProfile } from '@/panel/api/update-profile';
import { describedBy, FormField } from '@/panel/form/form-field';
import { SwitchField } from '@/panel/form/switch-field';
import { LoadFailed } from '@/panel/load-failed';
import { useUnsavedChanges } from '@/panel/use-unsaved-changes';

type TrackingValues = z.input<typeof trackingSettingsSchema>;
type Service = keyof TrackingSettings;
type FieldOf<S extends Service> = Extract<FieldPath<TrackingValues>, `${S}.${string}`>;

/** Labels and hints are keys of the panel's strings (docs/decisions.md, D-130). */
interface TextField {
  name: FieldPath<TrackingValues>;
  label: string;
  /** Its `{{example}}` is the placeholder. */
  hint: string;
  /** An identifier is one line; scripts are many. */
  multiline?: boolean;
  placeholder?: string;
}

interface SubTab {
  value: 'analytics' | 'tagmanager' | 'facebook' | 'custom';
  service: Service;
  label: string;
  enableLabel: string;
  fields: TextField[];
}

/** Spec section 2: the four sub-tabs, each with its switch and its identifier or scripts. */
const SUB_TABS: SubTab[] = [
  {
    value: 'analytics',
    service: 'googleAnalytics',
    label: 'admin.tracking.analytics',
    enableLabel: 'admin.tracking.enableAnalytics',
    fields: [
      {
        name: 'googleAnalytics.measurementId' satisfies FieldOf<'googleAnalytics'>,
        label: 'admin.tracking.measurementId',
        hint: 'admin.tracking.measurementHint',
        placeholder: TRACKING_ID_SHAPES.measurementId.example,
      },
    ],
  },
  {
    value: 'tagmanager',
    service: 'googleTagManager',
    label: 'admin.tracking.tagManager',
    enableLabel: 'admin.tracking.enableTagManager',
    fields: [
      {
        name: 'googleTagManager.containerId' satisfies FieldOf<'googleTagManager'>,
        label: 'admin.tracking.containerId',
        hint: 'admin.tracking.containerHint',
        placeholder: TRACKING_ID_SHAPES.containerId.example,
      },
    ],
  },
  {
    value: 'facebook',
    service: 'facebookPixel',
    label: 'admin.tracking.facebook',
    enableLabel: 'admin.tracking.enableFacebook',
    fields: [
      {
        name: 'facebookPixel.pixelId' satisfies FieldOf<'facebookPixel'>,
        label: 'admin.tracking.pixelId',
        hint: 'admin.tracking.pixelHint',
        placeholder: TRACKING_ID_SHAPES.pixelId.example,
      },
    ],
  },
  {
    value: 'custom',
    service: 'customScripts',
    label: 'admin.tracking.custom',
    enableLabel: 'admin.tracking.enableCustom',
    fields: [
      {
        name: 'customScripts.headScripts' satisfies FieldOf<'customScripts'>,
        label: 'admin.tracking.headScripts',
        hint: 'admin.tracking.headHint',
        multiline: true,
      },
      {
        name: 'customScripts.bodyScripts' satisfies FieldOf<'customScripts'>,
        label: 'admin.tracking.bodyScripts',
        hint: 'admin.tracking.bodyHint',
        multiline: true,
      },
    ],
  },
];

/** Spec section 2, Tracking tab: saved with `{ trackingSettings }` only. */
export function TrackingTab() {
  const { t } = useTranslation();
  const profile = useAdminProfile();
  if (profile.isPending) return <Skeleton className="h-80 w-full" aria-busy="true" aria-label={t('admin.tracking.loading')} />;
  if (profile.isError) {
    return <LoadFailed what={t('admin.tracking.what')} onRetry={() => void profile.refetch()} />;
  }
  return <TrackingForm saved={profile.data.trackingSettings} />;
}

/** Saved settings with every part present, whatever an older profile holds. */
function withDefaults(saved: Partial<TrackingSettings> | undefined): TrackingValues {
  const settings = saved ?? {};
  return {
    googleAnalytics: { ...DEFAULT_TRACKING_SETTINGS.googleAnalytics, ...settings.googleAnalytics },
    googleTagManager: { ...DEFAULT_TRACKING_SETTINGS.googleTagManager, ...settings.googleTagManager },
    facebookPixel: { ...DEFAULT_TRACKING_SETTINGS.facebookPixel, ...settings.facebookPixel },
    customScripts: { ...DEFAULT_TRACKING_SETTINGS.customScripts, ...settings.customScripts },
  };
}

function TrackingForm({ saved }: { saved: TrackingSettings | undefined }) {
  const { t } = useTranslation();
  const form = useForm<TrackingValues, unknown, TrackingSettings>({
    resolver: panelResolver(trackingSettingsSchema),
    defaultValues: withDefaults(saved),
    // Identifiers are checked against their real shapes as they are typed.
    mode: 'onChange',
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, reset, setFocus, formState } = form;
  const update = useUpdateProfile();
  const [subTab, setSubTab] = useState<SubTab['value']>('analytics');
  useUnsavedChanges(formState.isDirty);

  // A refused field may sit in another sub-tab: that one is opened and the field focused.
  const showFirstError = (errors: FieldErrors<TrackingValues>) => {
    const tab = SUB_TABS.find(({ service }) => errors[service]);
    const field = tab?.fields.find(({ name }) => form.getFieldState(name).invalid);
    if (!tab || !field) return;
    setSubTab(tab.value);
    requestAnimationFrame(() => setFocus(field.name));
  };

  const save = handleSubmit(
    (trackingSettings) =>
      update.mutate(
        { trackingSettings },
        {
          onSuccess: (profile) => {
            reset(withDefaults(profile.trackingSettings));
            toast({ title: t('admin.tracking.saved') });
          },
          onError: () => toast({ variant: 'destructive', title: t('admin.tracking.error'), description: t('admin.tracking.saveFailed') }),
        },
      ),
    showFirstError,
  );

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={(event) => void save(event)} noValidate className="space-y-4" aria-label={t('admin.tracking.title')}>
          <h2 className="text-lg font-semibold">{t('admin.tracking.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('admin.tracking.intro')}</p>
          <p className="text-sm text-muted-foreground">{t('admin.tracking.privacyNote')}</p>
          <Tabs value={subTab} onValueChange={(value) => setSubTab(value as SubTab['value'])}>
            <TabsList
              aria-label={t('admin.tracking.services')}
              className="grid w-full grid-cols-2 text-foreground sm:flex sm:justify-start"
            >
              {SUB_TABS.map(({ value, label, service }) => (
                <TabsTrigger key={value} value={value}>
                  {t(label)}
                  {formState.errors[service] && <span className="sr-only">{t('admin.tracking.hasError')}</span>}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* All stay mounted, so every field keeps its value and its check while another is shown. */}
            {SUB_TABS.map(({ value, service, enableLabel, fields }) => (
              <TabsContent key={value} value={value} forceMount className="space-y-4 data-[state=inactive]:hidden">
                <Controller
                  control={control}
                  name={`${service}.enabled`}
                  render={({ field }) => (
                    <SwitchField
                      id={`tracking-${value}-enabled`}
                      label={t(enableLabel)}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
                {fields.map(({ name, label, hint, multiline, placeholder }) => {
                  const id = `tracking-${name.replace('.', '-')}`;
                  const error = form.getFieldState(name, formState).error?.message;
                  const common = {
                    id,
                    placeholder,
                    spellCheck: false,
                    autoCapitalize: 'off',
                    autoComplete: 'off',
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': describedBy(id, { hint: true, error }),
                    ...register(name),
                  };
                  return (
                    <FormField key={name} id={id} label={t(label)} hint={t(hint, { example: placeholder })} error={error}>
                      {multiline ? (
                        <Textarea rows={6} className="font-mono text-sm" {...common} />
                      ) : (
                        <Input className="font-mono" {...common} />
                      )}
                    </FormField>
                  );
                })}
              </TabsContent>
            ))}
          </Tabs>
          <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
            {update.isPending ? t('admin.tracking.saving') : t('admin.tracking.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
