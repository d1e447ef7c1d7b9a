import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_TOUR_DATES, type TourDate } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import type { SectionFormValues } from '../section-form-values';
import { ListItem } from './list-item';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { ZonedDateTimeField } from './zoned-date-time-field';

const STATUS_OPTIONS = [
  { value: 'available', label: 'Tickets available' },
  { value: 'few', label: 'Few tickets left' },
  { value: 'soldOut', label: 'Sold out' },
];

const NEW_DATE: TourDate = { startsAt: '', city: '', venue: '', country: 'IT', ticketUrl: '', status: 'available' };

/** Tour dates: each with its moment, place, tickets link and status; the page sorts them and drops past ones (D-121). */
export function TourFields({ timeZone }: { timeZone: string }) {
  const { control } = useFormContext<SectionFormValues>();
  const dates = useFieldArray({ control, name: 'data.dates' });
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">Dates</legend>
      {dates.fields.length === 0 && <p className="text-sm text-muted-foreground">No dates yet: the page says there are none coming.</p>}
      {dates.fields.map((date, index) => (
        <ListItem key={date.id} heading={`Date ${index + 1}`} onRemove={() => dates.remove(index)} removeLabel={`Remove date ${index + 1}`}>
          <ZonedDateTimeField<SectionFormValues> name={`data.dates.${index}.startsAt`} label="Date and time" timeZone={timeZone} />
          <TextField<SectionFormValues> name={`data.dates.${index}.city`} label="City" maxLength={120} />
          <TextField<SectionFormValues> name={`data.dates.${index}.venue`} label="Venue" maxLength={200} />
          <TextField<SectionFormValues>
            name={`data.dates.${index}.country`}
            label="Country"
            hint="Two letters, such as IT, FR or US"
            maxLength={2}
          />
          <TextField<SectionFormValues> name={`data.dates.${index}.ticketUrl`} label="Ticket link" kind="url" placeholder="https://…" />
          <SelectField<SectionFormValues> name={`data.dates.${index}.status`} label="Tickets" options={STATUS_OPTIONS} />
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
