import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LikeState } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export interface VideoRef {
  sectionId: number;
  videoIndex: number;
}

/**
 * A video's likes as its button reads them. `liked` is null until this visitor's own answer is
 * in: the page comes with everyone's counts (it is the same page for every visitor), and a like
 * is a toggle, so a tap made before the visitor's state is known could undo their earlier like.
 */
export interface VideoLikeState {
  liked: boolean | null;
  totalLikes: number;
}

/** A numeric string from the server still counts as a number. */
export function toLikeState(answer: { liked: unknown; totalLikes: unknown }): LikeState {
  return { liked: answer.liked === true, totalLikes: Number(answer.totalLikes) || 0 };
}

export const getLikes = async ({ sectionId, videoIndex }: VideoRef) =>
  toLikeState(await apiRequest<LikeState>('GET', `/api/sections/${sectionId}/likes?videoIndex=${videoIndex}`));

const LIKES = 'likes';

export const likesQueryOptions = (video: VideoRef) =>
  queryOptions({
    queryKey: ['/api/sections', video.sectionId, LIKES, video.videoIndex],
    queryFn: (): Promise<VideoLikeState> => getLikes(video),
  });

/**
 * A video's likes as the page knows them. The page fills every video's at once (the counts it
 * came with, then `GET /api/likes` when idle: get-page-likes.ts), so a button never asks alone.
 */
export const useLikes = (video: VideoRef) => useQuery({ ...likesQueryOptions(video), enabled: false });

/** Whether a query is one video's likes (likesQueryOptions), for changes made to all of them at once. */
export const isVideoLikesQuery = (query: { queryKey: readonly unknown[] }): boolean => query.queryKey[2] === LIKES;
