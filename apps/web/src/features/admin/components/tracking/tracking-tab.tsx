import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_TRACKING_SETTINGS, TRACKING_ID_SHAPES, trackingSettingsSchema, type TrackingSettings } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useAdminProfile } from '../../api/get-admin-profile';
import { useUpdateProfile } from '../../api/update-profile';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { describedBy, FormField } from '../form-field';
import { LoadFailed } from '../load-failed';
import { SwitchField } from '../switch-field';

type TrackingValues = z.input<typeof trackingSettingsSchema>;
type Service = keyof TrackingSettings;
type FieldOf<S extends Service> = Extract<FieldPath<TrackingValues>, `${S}.${string}`>;

interface TextField {
  name: FieldPath<TrackingValues>;
  label: string;
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
    label: 'Analytics',
    enableLabel: 'Enable Google Analytics',
    fields: [
      {
        name: 'googleAnalytics.measurementId' satisfies FieldOf<'googleAnalytics'>,
        label: 'Measurement ID',
        hint: `Your Google Analytics measurement ID, like ${TRACKING_ID_SHAPES.measurementId.example}.`,
        placeholder: TRACKING_ID_SHAPES.measurementId.example,
      },
    ],
  },
  {
    value: 'tagmanager',
    service: 'googleTagManager',
    label: 'Tag Manager',
    enableLabel: 'Enable Google Tag Manager',
    fields: [
      {
        name: 'googleTagManager.containerId' satisfies FieldOf<'googleTagManager'>,
        label: 'Container ID',
        hint: `Your Google Tag Manager container ID, like ${TRACKING_ID_SHAPES.containerId.example}.`,
        placeholder: TRACKING_ID_SHAPES.containerId.example,
      },
    ],
  },
  {
    value: 'facebook',
    service: 'facebookPixel',
    label: 'Facebook Pixel',
    enableLabel: 'Enable Facebook Pixel',
    fields: [
      {
        name: 'facebookPixel.pixelId' satisfies FieldOf<'facebookPixel'>,
        label: 'Pixel ID',
        hint: `Your Facebook pixel ID: digits only, like ${TRACKING_ID_SHAPES.pixelId.example}.`,
        placeholder: TRACKING_ID_SHAPES.pixelId.example,
      },
    ],
  },
  {
    value: 'custom',
    service: 'customScripts',
    label: 'Custom',
    enableLabel: 'Enable custom scripts',
    fields: [
      {
        name: 'customScripts.headScripts' satisfies FieldOf<'customScripts'>,
        label: 'Head scripts',
        hint: 'Added to the <head> of your public page for visitors who accept. Paste only code from services you trust: it runs for each of them.',
        multiline: true,
      },
      {
        name: 'customScripts.bodyScripts' satisfies FieldOf<'customScripts'>,
        label: 'Body scripts',
        hint: 'Added at the end of the <body> of your public page, after the head scripts.',
        multiline: true,
      },
    ],
  },
];

/** Spec section 2, Tracking tab: saved with `{ trackingSettings }` only. */
export function TrackingTab() {
  const profile = useAdminProfile();
  if (profile.isPending) return <Skeleton className="h-80 w-full" aria-busy="true" aria-label="Loading the tracking settings" />;
  if (profile.isError) {
    return <LoadFailed what="The tracking settings" onRetry={() => void profile.refetch()} />;
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
  const form = useForm<TrackingValues, unknown, TrackingSettings>({
    resolver: zodResolver(trackingSettingsSchema),
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
            toast({ title: 'Impostazioni di Tracking Salvate' });
          },
          onError: () => toast({ variant: 'destructive', title: 'Errore', description: 'Impossibile salvare le impostazioni. Riprova.' }),
        },
      ),
    showFirstError,
  );

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={(event) => void save(event)} noValidate className="space-y-4" aria-label="Tracking">
          <h2 className="text-lg font-semibold">Tracking</h2>
          <p className="text-sm text-muted-foreground">
            The services below run on your public page only once they are enabled and have their ID or script, and only for visitors who
            accept them: the page first asks each visitor, in their language, with Accept and Refuse. They never run on your panel, on the
            bookings and logs pages, or on your own views of the page.
          </p>
          <p className="text-sm text-muted-foreground">
            The built-in privacy text tells visitors about them. If your footer links to a privacy page of your own, name these services
            there.
          </p>
          <Tabs value={subTab} onValueChange={(value) => setSubTab(value as SubTab['value'])}>
            <TabsList aria-label="Tracking services" className="grid w-full grid-cols-2 text-foreground sm:flex sm:justify-start">
              {SUB_TABS.map(({ value, label, service }) => (
                <TabsTrigger key={value} value={value}>
                  {label}
                  {formState.errors[service] && <span className="sr-only"> (has an error)</span>}
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
                      label={enableLabel}
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
                    <FormField key={name} id={id} label={label} hint={hint} error={error}>
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
            {update.isPending ? 'Salvataggio...' : 'Salva'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
