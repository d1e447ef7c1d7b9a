import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const getMedia = () => apiRequest<MediaItem[]>('GET', '/api/media');

export const mediaQueryOptions = () => queryOptions({ queryKey: ['admin', 'media'], queryFn: getMedia });

export const useMedia = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...mediaQueryOptions(), enabled });
