import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtificialLikes } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/artificial-likes`: every configured video. */
export const getArtificialLikes = () => apiRequest<ArtificialLikes[]>('GET', '/api/artificial-likes');

export const artificialLikesQueryOptions = () => queryOptions({ queryKey: ['admin', 'artificial-likes'], queryFn: getArtificialLikes });

export const useArtificialLikes = () => useQuery(artificialLikesQueryOptions());

/** The configuration of one video, if it has one. */
export function artificialLikeOf(likes: ArtificialLikes[] | undefined, sectionId: number, videoIndex: number): ArtificialLikes | undefined {
  return likes?.find((like) => like.sectionId === sectionId && like.videoIndex === videoIndex);
}
