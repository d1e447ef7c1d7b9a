import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLikes, ArtificialLikes, SaveArtificialLikesRequest } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { adminLikesQueryOptions } from './get-admin-likes';

/** `POST /api/artificial-likes`: one video's configured likes; the answer is the saved row. */
export const saveArtificialLikes = (likes: SaveArtificialLikesRequest) =>
  apiRequest<ArtificialLikes>('POST', '/api/artificial-likes', likes);

export function useSaveArtificialLikes() {
  const queryClient = useQueryClient();
  const { queryKey } = adminLikesQueryOptions();
  return useMutation({
    mutationFn: saveArtificialLikes,
    // The saved row shows at once, its total with it; the read after it brings the real likes of now.
    onSuccess: async (saved) => {
      queryClient.setQueryData<AdminLikes>(queryKey, (likes) => likes && withSaved(likes, saved));
      await refreshAfterWrite(queryClient, { queryKey });
    },
  });
}

function withSaved(likes: AdminLikes, saved: ArtificialLikes): AdminLikes {
  return {
    ...likes,
    sections: likes.sections.map((section) =>
      section.sectionId !== saved.sectionId
        ? section
        : {
            ...section,
            videos: section.videos.map((video) =>
              video.videoIndex !== saved.videoIndex
                ? video
                : {
                    ...video,
                    baseLikes: saved.baseLikes,
                    incrementalLikes: saved.incrementalLikes,
                    viewsPerIncrement: saved.viewsPerIncrement,
                    lastIncrementView: saved.lastIncrementView,
                    totalLikes: video.realLikes + saved.baseLikes + saved.incrementalLikes,
                  },
            ),
          },
    ),
  };
}
