import { arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useAdminSections } from '@/panel/api/get-admin-sections';
import { toastFailure } from '@/panel/failure-toast';
import { LoadFailed } from '@/panel/load-failed';
import { knownSectionType } from '@/panel/section-types';
import { useDeleteSection } from './api/delete-section';
import { useDuplicateSection } from './api/duplicate-section';
import { useReorderSections } from './api/reorder-sections';
import { useUpdateSection } from './api/update-section';
import { SectionDialog, type SectionDialogState } from './section-dialog';
import { SectionRow } from './section-row';
import { SortableArea } from './sortable-area';

/** The owner's sections: add, edit, hide or show, duplicate, delete, and drag into the page's order. */
export function SectionsTab() {
  const { t } = useTranslation();
  const sections = useAdminSections();
  const [dialog, setDialog] = useState<SectionDialogState>(null);
  return (
    <section aria-labelledby="sections-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="sections-heading" className="text-lg font-semibold">
            {t('admin.sections.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('admin.sections.intro')}</p>
        </div>
        <Button onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" /> {t('admin.sections.add')}
        </Button>
      </div>
      {sections.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label={t('admin.sections.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-16 w-full" />
          ))}
        </div>
      ) : sections.isError ? (
        <LoadFailed what={t('admin.sections.what')} onRetry={() => void sections.refetch()} />
      ) : sections.data.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background p-8 text-center text-muted-foreground">{t('admin.sections.none')}</p>
      ) : (
        <SortableSections
          sections={sections.data}
          onEdit={(section) => {
            const type = knownSectionType(section.type);
            if (type) setDialog({ mode: 'edit', section, type });
          }}
        />
      )}
      <SectionDialog state={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

function SortableSections({ sections, onEdit }: { sections: Section[]; onEdit: (section: Section) => void }) {
  const { t } = useTranslation();
  const reorder = useReorderSections();
  const update = useUpdateSection();
  const duplicate = useDuplicateSection();
  const remove = useDeleteSection();
  const ordered = [...sections].sort((a, b) => a.order - b.order || a.id - b.id);
  const ids = ordered.map((section) => section.id);
  const nameOf = (id: string | number) => ordered.find((section) => section.id === id)?.title ?? t('admin.sections.fallbackName');

  const onMove = (from: number, to: number) => {
    reorder.mutate(arrayMove(ordered, from, to), {
      onSuccess: () => toast({ title: t('admin.sections.reordered') }),
      onError: (error) => toastFailure(t('admin.sections.reorderFailed'), error),
    });
  };
  const busyIds = [
    update.isPending && update.variables.id,
    duplicate.isPending && duplicate.variables,
    remove.isPending && remove.variables,
  ];
  const isBusy = (section: Section) => busyIds.includes(section.id);

  return (
    <SortableArea ids={ids} nameOf={nameOf} strategy={verticalListSortingStrategy} onMove={onMove}>
      <ul className="space-y-2" aria-label={t('admin.sections.list')} data-testid="section-list">
        {ordered.map((section) => (
          <SectionRow
            key={section.id}
            section={section}
            busy={isBusy(section)}
            onEdit={onEdit}
            onToggleVisible={(target) =>
              update.mutate(
                { id: target.id, update: { isVisible: !target.isVisible } },
                {
                  onSuccess: () => toast({ title: t('admin.sections.updated') }),
                  onError: (error) => toastFailure(t('admin.sections.updateFailed'), error),
                },
              )
            }
            onDuplicate={(target) =>
              duplicate.mutate(target.id, {
                onSuccess: () => toast({ title: t('admin.sections.duplicated') }),
                onError: (error) => toastFailure(t('admin.sections.duplicateFailed'), error),
              })
            }
            onDelete={(target) =>
              remove.mutate(target.id, {
                onSuccess: () => toast({ title: t('admin.sections.deleted') }),
                onError: (error) => toastFailure(t('admin.sections.deleteFailed'), error),
              })
            }
          />
        ))}
      </ul>
    </SortableArea>
  );
}
