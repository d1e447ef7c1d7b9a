import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_TOUR_DATES, type TourDate } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import type { SectionFormValues } from '@/features/admin/sections/section-form-values';
import { ListItem } from '@/panel/form/list-item';
import { SelectField } from '@/panel/form/select-field';
import { TextField } from '@/panel/form/text-field';
import { ZonedDateTimeField } from './zoned-date-time-field';

const STATUS_OPTIONS = [
  { value: 'available', label: 'admin.tour.status.available' },
  { value: 'few', label: 'admin.tour.status.few' },
  { value: 'soldOut', label: 'admin.tour.status.soldOut' },
];

const NEW_DATE: TourDate = { startsAt: '', city: '', venue: '', country: 'IT', ticketUrl: '', status: 'available' };

/** Tour dates: each with its moment, place, tickets link and status; the page sorts them and drops past ones (D-121). */
export function TourFields({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<SectionFormValues>();
  const dates = useFieldArray({ control, name: 'data.dates' });
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">{t('admin.tour.dates')}</legend>
      {dates.fields.length === 0 && <p className="text-sm text-muted-foreground">{t('admin.tour.noDates')}</p>}
      {dates.fields.map((date, index) => (
        <ListItem
          key={date.id}
          heading={t('admin.tour.date', { n: index + 1 })}
          onRemove={() => dates.remove(index)}
          removeLabel={t('admin.tour.removeDate', { n: index + 1 })}
        >
          <ZonedDateTimeField<SectionFormValues>
            name={`data.dates.${index}.startsAt`}
            label={t('admin.tour.dateTime')}
            timeZone={timeZone}
          />
          <TextField<SectionFormValues> name={`data.dates.${index}.city`} label={t('admin.tour.city')} maxLength={120} />
          <TextField<SectionFormValues> name={`data.dates.${index}.venue`} label={t('admin.tour.venue')} maxLength={200} />
          <TextField<SectionFormValues>
            name={`data.dates.${index}.country`}
            label={t('admin.tour.country')}
            hint={t('admin.tour.countryHint')}
            maxLength={2}
          />
          <TextField<SectionFormValues>
            name={`data.dates.${index}.ticketUrl`}
            label={t('admin.tour.ticketLink')}
            kind="url"
            placeholder="https://…"
          />
          <SelectField<SectionFormValues> name={`data.dates.${index}.status`} label={t('admin.tour.tickets')} options={STATUS_OPTIONS} />
        </ListItem>
      ))}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={dates.fields.length >= MAX_TOUR_DATES}
        onClick={() => dates.append({ ...NEW_DATE })}
      >
        <Plus aria-hidden="true" /> Add date
      </Button>
    </fieldset>
  );
}
