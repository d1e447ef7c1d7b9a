import { useTranslation } from 'react-i18next';
import type { SectionType } from '@stagelink/contracts';
import { SECTION_TYPE_ICONS, SECTION_TYPES_BY_USE, sectionTypeLabel } from '@/panel/section-types';

/** Step 1 of 'Add New Section': every type with its label and icon, the most used first. */
export function SectionTypeChooser({ onChoose }: { onChoose: (type: SectionType) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={t('admin.sections.types')}>
      {SECTION_TYPES_BY_USE.map((type) => {
        const Icon = SECTION_TYPE_ICONS[type];
        return (
          <li key={type}>
            <button
              type="button"
              onClick={() => onChoose(type)}
              className="flex min-h-14 w-full items-center gap-3 rounded-lg border bg-background p-3 text-start transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium">{sectionTypeLabel(type)}</span>
                <span className="block text-xs text-muted-foreground">{t(`admin.sections.hint.${type}`)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
