import { Camera, Palette, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRecord, text } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { serviceName } from '@/features/profile/components/booking/booking-choice';
import { own } from '@/lib/own';
import { SectionCard } from './section-card';
import type { SectionProps } from './section-list';

const ICONS: Record<string, LucideIcon> = { camera: Camera, palette: Palette, other: Sparkles };
const COLORS: Record<string, string> = {
  blue: 'bg-blue-600',
  purple: 'bg-purple-600',
  green: 'bg-green-600',
  orange: 'bg-orange-500',
};

/** Services offered, each with a button that opens the contact dialog. */
export function CollaborationSection({ section, onBook }: SectionProps) {
  const { t } = useTranslation();
  const services = (Array.isArray(section.data.services) ? section.data.services : []).filter(isRecord);
  return (
    <SectionCard title={section.title} type="collaboration">
      <ul className="space-y-3">
        {services.map((service, index) => {
          const Icon = own(ICONS, text(service.icon)) ?? Camera;
          const name = serviceName(service.name);
          return (
            <li key={index} className="flex items-center gap-3">
              <span
                className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white ${own(COLORS, text(service.color)) ?? COLORS.blue}`}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <bdi>{text(service.name)}</bdi>
                </p>
                {text(service.description) && (
                  <p className="text-sm text-slate-600 dark:text-neutral-300">
                    <bdi>{text(service.description)}</bdi>
                  </p>
                )}
              </div>
              {/* The dialog opens on the message form with this service chosen; the button's name says which. */}
              <Button
                size="sm"
                className="shrink-0"
                onClick={() => onBook(name ? { service: name, sectionId: section.id } : undefined)}
                aria-label={name ? `${t('collaboration.book')}: ${name}` : undefined}
              >
                {t('collaboration.book')}
              </Button>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
