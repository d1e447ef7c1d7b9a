import type { QueryClient } from '@tanstack/react-query';
import type { VideoLikes } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { likesQueryOptions, toLikeState } from './get-likes';

export const getPageLikes = () => apiRequest<VideoLikes[]>('GET', '/api/likes');

/** Each video's likes under the key its like button reads (get-likes.ts). */
export function seedVideoLikes(queryClient: QueryClient, videos: readonly VideoLikes[]): void {
  for (const video of videos) queryClient.setQueryData(likesQueryOptions(video).queryKey, toLikeState(video));
}

/**
 * Whether this visitor liked each video, and the newest totals, for every video of the page in
 * one call (docs/decisions.md, D-55), instead of one call per video. A failure leaves the
 * counts the page came with; a like still works and answers its own state.
 */
export async function refreshPageLikes(queryClient: QueryClient): Promise<void> {
  try {
    seedVideoLikes(queryClient, await getPageLikes());
  } catch (error) {
    console.warn('Likes could not be refreshed', error);
  }
}
