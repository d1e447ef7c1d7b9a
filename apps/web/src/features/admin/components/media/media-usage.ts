import type { MediaUsage } from '@stagelink/contracts';

/** Where an image is used, in words: "the profile photo and the section “Gallery”", or '' when unused. */
export function describeUsage(usedBy: MediaUsage[]): string {
  const places = usedBy.map((usage) => (usage.kind === 'profile' ? 'the profile photo' : `the section “${usage.title}”`));
  if (places.length <= 1) return places.join('');
  return `${places.slice(0, -1).join(', ')} and ${places[places.length - 1]}`;
}
