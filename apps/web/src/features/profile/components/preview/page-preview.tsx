import { useQueryClient } from '@tanstack/react-query';
import { Moon } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  textDirection,
  type Language,
  type PublicProfile,
  type Section,
} from '@stagelink/contracts';
import { NativeSelect } from '@/components/native-select';
import type { PagePreviewProps } from '@/components/page-preview-slot';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { refreshPageLikes } from '@/features/profile/api/get-page-likes';
import { useProfile } from '@/features/profile/api/get-profile';
import { useSections } from '@/features/profile/api/get-sections';
import { useTranslatedContent } from '@/features/profile/api/use-translated-page';
import { PageView } from '@/features/profile/components/page-view';
import { cn } from '@/lib/cn';
import { usePageDraft } from '@/lib/page-draft';
import { isDark } from '@/lib/preferences';
import { pageWithDraft, UNSAVED_SECTION_ID } from './draft-page';
import { usePreviewI18n } from './preview-i18n';

const nothing = () => undefined;
/** Room above a section brought into view: the page's top bar is 64 px tall. */
const TOP_BAR_ROOM_PX = 80;

/**
 * The public page as a visitor would get it, with what the owner is typing and has not saved
 * (docs/decisions.md, D-104, D-105). Drawn by the page's own components in the panel's React
 * tree; the page itself is inert: it is looked at, never used, so it sends no visit, click,
 * like or form, and the owner's trackers never run in the panel.
 */
export function PagePreview({ className }: PagePreviewProps) {
  const profile = useProfile();
  const sections = useSections();
  const draft = useDeferredValue(usePageDraft());
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [dark, setDark] = useState(isDark);
  const i18n = usePreviewI18n(language);
  const headingId = useId();
  const shown = isLanguage(i18n?.language) ? i18n.language : language;
  const page = profile.data && sections.data ? pageWithDraft(profile.data, sections.data, draft) : null;
  const edited = draft.find((part) => part.section)?.section;
  const markedId = edited && (edited.id ?? UNSAVED_SECTION_ID);
  const editedHidden = edited?.id !== undefined && sections.data?.find((section) => section.id === edited.id)?.isVisible === false;
  const scroller = useRef<HTMLDivElement>(null);
  const drawn = i18n !== null && page !== null;
  // The section being edited is brought into view once, when its form opens, not at every keystroke.
  useEffect(() => {
    const box = scroller.current;
    const target = box?.querySelector('[data-marked-section]')?.firstElementChild;
    if (!drawn || !box || !target) return;
    box.scrollTop += target.getBoundingClientRect().top - box.getBoundingClientRect().top - TOP_BAR_ROOM_PX;
  }, [drawn, markedId]);
  const hasVideos = page?.sections.some((section) => section.type === 'video') ?? false;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (hasVideos) void refreshPageLikes(queryClient);
  }, [hasVideos, queryClient]);

  return (
    <section aria-labelledby={headingId} className={cn('flex min-h-0 flex-col gap-2', className)} data-testid="page-preview">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="me-auto text-sm font-semibold">
          Preview
        </h2>
        <PreviewControls dark={dark} onDark={setDark} language={language} onLanguage={setLanguage} />
      </div>
      {editedHidden && <p className="text-xs text-muted-foreground">This section is hidden: visitors do not see it.</p>}
      {/* The transform makes this box the frame of the page's fixed bars and background. */}
      <div
        className={cn(
          'relative min-h-0 flex-1 overflow-hidden rounded-xl border bg-background [transform:translateZ(0)]',
          dark ? 'dark' : 'light',
        )}
        lang={shown}
        dir={textDirection(shown)}
      >
        {/* Scrolled by wheel, finger or keys; what is inside takes no focus and no tap. */}
        <div
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label="Your page as visitors see it"
          className="h-full overflow-y-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <div inert data-testid="preview-page">
            {i18n && page ? (
              <I18nextProvider i18n={i18n}>
                <TranslatedPage profile={page.profile} sections={page.sections} dark={dark} markedId={markedId} />
              </I18nextProvider>
            ) : (
              <Skeleton className="m-4 h-96" />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

interface TranslatedPageProps {
  profile: PublicProfile;
  sections: Section[];
  dark: boolean;
  markedId: number | undefined;
}

/** Inside the preview's own i18next: the owner's translations of the language picked. */
function TranslatedPage({ profile, sections, dark, markedId }: TranslatedPageProps) {
  const translated = useTranslatedContent(profile, sections);
  return (
    <PageView
      profile={translated.profile ?? profile}
      sections={translated.sections ?? []}
      dark={dark}
      onToggleDark={nothing}
      onBook={nothing}
      markedSectionId={markedId}
    />
  );
}

interface PreviewControlsProps {
  dark: boolean;
  onDark: (dark: boolean) => void;
  language: Language;
  onLanguage: (language: Language) => void;
}

/** The preview's theme and language, its own: the panel's stay as they are. */
function PreviewControls({ dark, onDark, language, onLanguage }: PreviewControlsProps) {
  return (
    <>
      <Button
        type="button"
        variant={dark ? 'default' : 'outline'}
        size="sm"
        aria-pressed={dark}
        onClick={() => onDark(!dark)}
        data-testid="preview-theme"
      >
        <Moon aria-hidden="true" />
        Dark
      </Button>
      <NativeSelect
        aria-label="Preview language"
        value={language}
        onChange={(event) => isLanguage(event.target.value) && onLanguage(event.target.value)}
        className="w-36"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
