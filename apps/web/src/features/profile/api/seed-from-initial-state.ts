import type { QueryClient } from '@tanstack/react-query';
import type { InitialState } from '@stagelink/contracts';
import { profileQueryOptions } from './get-profile';
import { sectionsQueryOptions } from './get-sections';

/**
 * The inlined state answers the public page's first two calls, under the same keys those
 * calls use, so the page renders at once and later refreshes work as specified.
 */
export function seedFromInitialState(queryClient: QueryClient, state: InitialState): void {
  if (state.profile) queryClient.setQueryData(profileQueryOptions().queryKey, state.profile);
  queryClient.setQueryData(sectionsQueryOptions().queryKey, state.sections);
}
