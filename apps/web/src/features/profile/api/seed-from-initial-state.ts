import type { QueryClient } from '@tanstack/react-query';
import type { InitialState } from '@stagelink/contracts';
import { seedVideoLikes } from './get-page-likes';
import { profileQueryOptions } from './get-profile';
import { profileContentQueryOptions } from './get-profile-content';
import { sectionContentsQueryOptions } from './get-section-contents';
import { sectionsQueryOptions } from './get-sections';
import { setSectionsChangeAt } from './sections-schedule';

/**
 * The inlined state answers the public page's first calls, under the same keys those calls
 * use, so the page renders at once, in the visitor's language, and later refreshes work as
 * specified.
 */
export function seedFromInitialState(queryClient: QueryClient, state: InitialState): void {
  if (state.profile) queryClient.setQueryData(profileQueryOptions().queryKey, state.profile);
  queryClient.setQueryData(sectionsQueryOptions().queryKey, state.sections);
  setSectionsChangeAt(state.sectionsChangeAt);
  seedVideoLikes(queryClient, state.likes, { forVisitor: false });
  if (state.profile && state.profileContent) {
    queryClient.setQueryData(profileContentQueryOptions(state.profile.id, state.language).queryKey, state.profileContent);
  }
  if (state.sectionContents) queryClient.setQueryData(sectionContentsQueryOptions(state.language).queryKey, state.sectionContents);
}
