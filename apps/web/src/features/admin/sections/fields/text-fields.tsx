import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TEXT_ALIGNMENTS } from '@stagelink/contracts';
import type { SectionFormValues } from '@/features/admin/sections/section-form-values';
import { SelectField } from '@/panel/form/select-field';
import { TextField } from '@/panel/form/text-field';

const ALIGNMENT_ICONS = { left: AlignLeft, center: AlignCenter, right: AlignRight };

const ALIGNMENTS = TEXT_ALIGNMENTS.map((alignment) => {
  const Icon = ALIGNMENT_ICONS[alignment];
  return {
    value: alignment,
    label: `admin.option.align.${alignment}`,
    icon: <Icon className="h-4 w-4" aria-hidden="true" />,
  };
});

/** Text: a short preview on the card, the long text for the read-more popup, and how both are aligned. */
export function TextContentFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField<SectionFormValues>
        name="data.content"
        label={t('admin.fields.shortContent')}
        kind="long"
        hint={t('admin.fields.shortHint')}
      />
      <TextField<SectionFormValues>
        name="data.longContent"
        label={t('admin.fields.longContent')}
        kind="long"
        rows={6}
        hint={t('admin.fields.longHint')}
      />
      <SelectField<SectionFormValues> name="data.alignment" label={t('admin.fields.alignment')} options={ALIGNMENTS} />
    </>
  );
}
