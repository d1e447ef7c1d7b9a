import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfile, UpdateProfileRequest } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { adminProfileQueryOptions } from './get-admin-profile';

/** `PUT /api/profile` with any of the spec's partial bodies; the answer is the whole saved profile. */
export const updateProfile = (update: Partial<UpdateProfileRequest>) => apiRequest<AdminProfile>('PUT', '/api/profile', update);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminProfileQueryOptions().queryKey, saved);
      // The visitor's copy of the profile, if this tab has one, is now old.
      await refreshAfterWrite(queryClient, { queryKey: ['/api/profile'] });
    },
  });
}
