import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';

/** Which collaboration service a message is about; '' is a general enquiry. */
export function ServiceSelect({
  services,
  value,
  onChange,
}: {
  services: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <Label htmlFor="message-service">{t('booking.service')}</Label>
      <select
        id="message-service"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="flex h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      >
        <option value="">{t('booking.generalEnquiry')}</option>
        {services.map((service) => (
          <option key={service} value={service} dir="auto">
            {service}
          </option>
        ))}
      </select>
    </div>
  );
}
