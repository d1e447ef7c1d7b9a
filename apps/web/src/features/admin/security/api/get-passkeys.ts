import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Passkey } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const getPasskeys = () => apiRequest<Passkey[]>('GET', '/api/admin/passkeys');

export const passkeysQueryOptions = () => queryOptions({ queryKey: ['admin', 'passkeys'], queryFn: getPasskeys });

export const usePasskeys = () => useQuery(passkeysQueryOptions());
