import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const getProfile = () => apiRequest<PublicProfile>('GET', '/api/profile');

export const profileQueryOptions = () => queryOptions({ queryKey: ['/api/profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
