import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeState } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { likesQueryOptions, toLikeState, type VideoLikeState, type VideoRef } from './get-likes';

export const toggleLike = async ({ sectionId, videoIndex }: VideoRef) =>
  toLikeState(await apiRequest<LikeState>('POST', `/api/sections/${sectionId}/like`, { videoIndex }));

/**
 * Spec section 4: the click shows at once; the server's answer replaces it; a failure puts
 * the previous state back without a message.
 */
export function useToggleLike(video: VideoRef) {
  const queryClient = useQueryClient();
  const { queryKey } = likesQueryOptions(video);
  return useMutation({
    mutationFn: () => toggleLike(video),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<VideoLikeState>(queryKey);
      if (previous && previous.liked !== null) {
        queryClient.setQueryData<VideoLikeState>(queryKey, {
          liked: !previous.liked,
          totalLikes: Math.max(0, previous.totalLikes + (previous.liked ? -1 : 1)),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (state) => queryClient.setQueryData(queryKey, state),
  });
}
