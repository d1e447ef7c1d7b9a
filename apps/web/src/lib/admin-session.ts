/** Whether the owner is logged in: read by the admin guard, the login page and, on the public page, the top bar. */
import type { AdminCheckResponse } from '@stagelink/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const checkAdmin = () => apiRequest<AdminCheckResponse>('GET', '/api/admin/check');

export const adminCheckQueryOptions = () => queryOptions({ queryKey: ['/api/admin/check'], queryFn: checkAdmin });

export const useAdminCheck = () => useQuery(adminCheckQueryOptions());
