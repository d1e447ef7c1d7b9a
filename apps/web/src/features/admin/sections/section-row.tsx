import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Copy, Eye, EyeOff, GripVertical, HelpCircle, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { responsiveImage, type Section } from '@stagelink/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { knownSectionType, SECTION_TYPE_ICONS, sectionTypeLabel } from '@/panel/section-types';
import { ScheduleNote } from './schedule-note';
import { sectionGlimpse, type SectionGlimpse } from './section-glimpse';

export interface SectionActions {
  onEdit: (section: Section) => void;
  onToggleVisible: (section: Section) => void;
  onDuplicate: (section: Section) => void;
  onDelete: (section: Section) => void;
  /** A call on this section is under way: its buttons wait. */
  busy: boolean;
}

/** One section of the list: handle, type icon, title, type and a glimpse of its content, then eye, edit, duplicate and delete. */
export function SectionRow({ section, onEdit, onToggleVisible, onDuplicate, onDelete, busy }: { section: Section } & SectionActions) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id });
  const { t } = useTranslation();
  const type = knownSectionType(section.type);
  const Icon = type ? SECTION_TYPE_ICONS[type] : HelpCircle;
  const name = section.title || sectionTypeLabel(section.type);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="section-row"
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border bg-background p-2',
        isDragging && 'relative z-10 shadow-lg',
        !section.isVisible && 'bg-muted/60',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('admin.sections.move', { name })}
        className="flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <GripVertical className="h-5 w-5" aria-hidden="true" />
      </button>
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 basis-36">
        <p className={cn('truncate font-medium', !section.isVisible && 'text-muted-foreground')} data-testid="section-title">
          {section.title}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {sectionTypeLabel(section.type)}
          {!section.isVisible && ` · ${t('admin.glimpse.hidden')}`}
        </p>
        <GlimpseLine glimpse={sectionGlimpse(section, t)} />
        <ScheduleNote section={section} />
      </div>
      <div className="ms-auto flex shrink-0 items-center">
        <WithTooltip label={section.isVisible ? t('admin.sections.visibleTip') : t('admin.sections.hiddenTip')}>
          <Button
            variant="ghost"
            size="icon"
            disabled={busy}
            aria-pressed={!section.isVisible}
            aria-label={section.isVisible ? t('admin.sections.hide', { name }) : t('admin.sections.show', { name })}
            onClick={() => onToggleVisible(section)}
          >
            {section.isVisible ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          </Button>
        </WithTooltip>
        {type && (
          <Button
            variant="ghost"
            size="icon"
            disabled={busy}
            aria-label={t('admin.sections.editNamed', { name })}
            onClick={() => onEdit(section)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          disabled={busy}
          aria-label={t('admin.sections.duplicateNamed', { name })}
          onClick={() => onDuplicate(section)}
        >
          <Copy aria-hidden="true" />
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="ghost" size="icon" disabled={busy} aria-label={t('admin.sections.deleteNamed', { name })}>
              <Trash2 aria-hidden="true" className="text-destructive" />
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('admin.sections.deleteTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('admin.sections.deleteText', { name })}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('admin.sections.cancel')}</AlertDialogCancel>
              <AlertDialogAction
                className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
                onClick={() => onDelete(section)}
              >
                {t('admin.sections.delete')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}

/** The section's first pictures and a line of what it says, so a card is known without opening it (docs/decisions.md, D-106). */
function GlimpseLine({ glimpse }: { glimpse: SectionGlimpse }) {
  if (!glimpse.line && glimpse.pictures.length === 0) return null;
  return (
    <div className="mt-1 flex min-w-0 items-center gap-1.5" data-testid="section-glimpse">
      {glimpse.pictures.map((picture, index) => (
        <img
          key={`${index}-${picture}`}
          {...responsiveImage(picture, '32px')}
          alt=""
          loading="lazy"
          className="h-8 w-8 shrink-0 rounded bg-muted object-cover"
          onError={(event) => (event.currentTarget.hidden = true)}
        />
      ))}
      {glimpse.morePictures > 0 && <span className="shrink-0 text-xs text-muted-foreground">+{glimpse.morePictures}</span>}
      {glimpse.line && (
        <p className="min-w-0 truncate text-xs text-muted-foreground">
          <bdi>{glimpse.line}</bdi>
        </p>
      )}
    </div>
  );
}
