import type { MediaUsage } from '@stagelink/contracts';

/** The words `describeUsage` builds from, in the owner's language (docs/decisions.md, D-130). */
export interface UsageWords {
  profile: string;
  section: (title: string) => string;
  list: (places: string[]) => string;
}

export const ENGLISH_USAGE_WORDS: UsageWords = {
  profile: 'the profile photo',
  section: (title) => `the section “${title}”`,
  list: (places) => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(places),
};

/** Where an image is used, in words: "the profile photo and the section “Gallery”", or '' when unused. */
export function describeUsage(usedBy: MediaUsage[], words: UsageWords = ENGLISH_USAGE_WORDS): string {
  return words.list(usedBy.map((usage) => (usage.kind === 'profile' ? words.profile : words.section(usage.title))));
}
