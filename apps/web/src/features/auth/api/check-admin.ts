import type { AdminCheckResponse } from '@stagelink/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const checkAdmin = () => apiRequest<AdminCheckResponse>('GET', '/api/admin/check');

export const adminCheckQueryOptions = () => queryOptions({ queryKey: ['/api/admin/check'], queryFn: checkAdmin });

export const useAdminCheck = () => useQuery(adminCheckQueryOptions());
