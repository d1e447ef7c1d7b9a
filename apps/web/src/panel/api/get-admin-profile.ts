import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfile } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const getAdminProfile = () => apiRequest<AdminProfile>('GET', '/api/profile');

/**
 * The owner's profile, tracking settings included. Its own key: the visitor's answer to the
 * same address (seeded from the page, without tracking settings) lives under '/api/profile'.
 */
export const adminProfileQueryOptions = () => queryOptions({ queryKey: ['admin', 'profile'], queryFn: getAdminProfile });

export const useAdminProfile = () => useQuery(adminProfileQueryOptions());
