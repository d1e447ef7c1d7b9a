import type { QueryClient } from '@tanstack/react-query';
import type { VideoLikes } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { isVideoLikesQuery, likesQueryOptions, toLikeState, type VideoLikeState } from './get-likes';

export const getPageLikes = () => apiRequest<VideoLikes[]>('GET', '/api/likes');

/**
 * Each video's likes under the key its like button reads (get-likes.ts). The counts the page came
 * with are everyone's: whether this visitor liked each is not known from them (`forVisitor` false).
 */
export function seedVideoLikes(queryClient: QueryClient, videos: readonly VideoLikes[], { forVisitor }: { forVisitor: boolean }): void {
  for (const video of videos) {
    const state = toLikeState(video);
    queryClient.setQueryData(likesQueryOptions(video).queryKey, forVisitor ? state : { liked: null, totalLikes: state.totalLikes });
  }
}

/**
 * Whether this visitor liked each video, and the newest totals, for every video of the page in
 * one call (docs/decisions.md, D-55), instead of one call per video. A failure leaves the
 * counts the page came with, taken as not liked so the buttons work; a like answers its own state.
 */
export async function refreshPageLikes(queryClient: QueryClient): Promise<void> {
  try {
    seedVideoLikes(queryClient, await getPageLikes(), { forVisitor: true });
  } catch (error) {
    console.warn('Likes could not be refreshed', error);
    queryClient.setQueriesData<VideoLikeState>({ predicate: isVideoLikesQuery }, (state) =>
      state && state.liked === null ? { ...state, liked: false } : state,
    );
  }
}
