import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasedRows } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { ALL_BOOKINGS_KEY, ALL_SUBSCRIBERS_KEY } from '@/panel/api/query-keys';
import { PRIVACY_KEY } from './get-personal-data';

/** `POST /api/admin/privacy/erase`: removes every subscription and booking that holds the contact. */
export const erasePersonalData = (contact: string) => apiRequest<ErasedRows>('POST', '/api/admin/privacy/erase', { contact });

/** Afterwards the lookup, the erase log, the subscribers and the inbox are read again: none shows the person. */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePersonalData,
    onSettled: () =>
      refreshAfterWrite(queryClient, { queryKey: PRIVACY_KEY }, { queryKey: ALL_SUBSCRIBERS_KEY }, { queryKey: ALL_BOOKINGS_KEY }),
  });
}
