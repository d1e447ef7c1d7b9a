import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLikes } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/admin/likes`: every video with its real and configured likes, and the profile views so far. */
export const getAdminLikes = () => apiRequest<AdminLikes>('GET', '/api/admin/likes');

export const adminLikesQueryOptions = () => queryOptions({ queryKey: ['admin', 'likes'], queryFn: getAdminLikes });

export const useAdminLikes = () => useQuery(adminLikesQueryOptions());
