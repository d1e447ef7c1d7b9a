import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtificialLikes } from '@stagelink/contracts';
import type { ArtificialLikeCounts } from '@/features/admin/sections/fields/artificial-like-counts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { artificialLikesQueryOptions } from './get-artificial-likes';

/**
 * `POST /api/artificial-likes` with the spec's whole payload: the video, its counts, and the
 * step and creation time it already had (a first save starts them now).
 */
export function saveArtificialLike({
  sectionId,
  videoIndex,
  counts,
  saved,
}: {
  sectionId: number;
  videoIndex: number;
  counts: ArtificialLikeCounts;
  saved: ArtificialLikes | undefined;
}) {
  const now = new Date().toISOString();
  const payload: Omit<ArtificialLikes, 'id'> = {
    sectionId,
    videoIndex,
    ...counts,
    lastIncrementView: saved?.lastIncrementView ?? 0,
    createdAt: saved?.createdAt ?? now,
    updatedAt: now,
  };
  return apiRequest<ArtificialLikes>('POST', '/api/artificial-likes', payload);
}

export function useSaveArtificialLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArtificialLike,
    onSuccess: (_saved, { sectionId, videoIndex }) =>
      refreshAfterWrite(
        queryClient,
        { queryKey: artificialLikesQueryOptions().queryKey },
        // The visitor's count of that video, if this tab has read it.
        { queryKey: ['/api/sections', sectionId, 'likes', videoIndex] },
      ),
  });
}
