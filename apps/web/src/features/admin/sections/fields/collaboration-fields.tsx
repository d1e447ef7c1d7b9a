import { Camera, CircleEllipsis, Palette, Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COLLABORATION_COLORS, COLLABORATION_ICONS, SECTION_DATA_DEFAULTS } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import type { SectionFormValues } from '@/features/admin/sections/section-form-values';
import { ListItem } from '@/panel/form/list-item';
import { SelectField } from '@/panel/form/select-field';
import { TextField } from '@/panel/form/text-field';

const ICONS = { camera: Camera, palette: Palette, other: CircleEllipsis };
const ICON_OPTIONS = COLLABORATION_ICONS.map((icon) => {
  const Icon = ICONS[icon];
  return { value: icon, label: `admin.option.icon.${icon}`, icon: <Icon className="h-4 w-4" aria-hidden="true" /> };
});

const SWATCHES = { blue: 'bg-blue-600', purple: 'bg-purple-600', green: 'bg-green-600', orange: 'bg-orange-600' };
const COLOR_OPTIONS = COLLABORATION_COLORS.map((color) => ({
  value: color,
  label: `admin.bookingSettings.color.${capitalised(color)}`,
  icon: <span className={`h-4 w-4 rounded-full ${SWATCHES[color]}`} aria-hidden="true" />,
}));

/** Collaboration: the services visitors can book, each with an icon and a colour (defaults camera and blue). */
export function CollaborationFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<SectionFormValues>();
  const services = useFieldArray({ control, name: 'data.services' });
  const newService = SECTION_DATA_DEFAULTS.collaboration.services[0];
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">{t('admin.fields.services')}</legend>
      {services.fields.map((service, index) => (
        <ListItem
          key={service.id}
          heading={t('admin.option.serviceN', { n: index + 1 })}
          onRemove={() => services.remove(index)}
          removeLabel={t('admin.fields.removeService', { n: index + 1 })}
        >
          <TextField<SectionFormValues> name={`data.services.${index}.name`} label={t('admin.fields.name')} />
          <TextField<SectionFormValues>
            name={`data.services.${index}.description`}
            label={t('admin.fields.description')}
            kind="long"
            rows={2}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField<SectionFormValues> name={`data.services.${index}.icon`} label={t('admin.fields.icon')} options={ICON_OPTIONS} />
            <SelectField<SectionFormValues>
              name={`data.services.${index}.color`}
              label={t('admin.fields.colour')}
              options={COLOR_OPTIONS}
            />
          </div>
        </ListItem>
      ))}
      <Button type="button" variant="outline" className="w-full" onClick={() => newService && services.append({ ...newService })}>
        <Plus aria-hidden="true" /> Add service
      </Button>
    </fieldset>
  );
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
