import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  pageTitle,
  translatedProfile,
  translatedSections,
  type PublicProfile,
  type Section,
} from '@stagelink/contracts';
import { useProfileContent } from './get-profile-content';
import { useSectionContents } from './get-section-contents';

/**
 * The profile and sections as a visitor of the current language reads them: each field the
 * owner (or the machine) translated in place of the original, field by field, the rest as
 * written (docs/decisions.md, D-71). Switching language reads that language's content, with
 * no reload; until it arrives the page shows what it has. The tab's title follows, as the
 * server would have rendered it for that language.
 */
export function useTranslatedPage(profile: PublicProfile | undefined, sections: Section[] | undefined) {
  const translated = useTranslatedContent(profile, sections);
  const title = translated.profile && pageTitle(translated.profile);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return translated;
}

/** The same reading without touching the tab's title: the owner's preview draws the page inside the panel. */
export function useTranslatedContent(profile: PublicProfile | undefined, sections: Section[] | undefined) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const profileContent = useProfileContent(profile?.id, language);
  const sectionContents = useSectionContents(language, (sections?.length ?? 0) > 0);
  return {
    profile: profile && translatedProfile(profile, profileContent.data),
    sections: sections && translatedSections(sections, sectionContents.data ?? []),
  };
}
