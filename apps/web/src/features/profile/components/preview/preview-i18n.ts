import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Language } from '@stagelink/contracts';
import { loadStrings } from '@/i18n/i18n';
import { createI18n } from '@/i18n/i18n-instance';

/**
 * An i18next instance of the preview's own, in the language picked in the preview: the panel
 * keeps its language, and the page's strings come in the lookup order a visitor gets. While a
 * newly picked language loads, the last one stays on screen.
 */
export function usePreviewI18n(language: Language) {
  const { data } = useQuery({
    queryKey: ['preview-strings', language],
    queryFn: async () => ({ language, strings: await loadStrings(language) }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  return useMemo(() => (data ? createI18n(data.language, data.strings) : null), [data]);
}
