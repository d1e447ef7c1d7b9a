/** Whether the owner is logged in: read by the admin guard, the login page and, on the public page, the top bar. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { AdminCheckResponse } from '@stagelink/contracts';
import { apiRequest } from './api-client';
import { queryReader, refreshAfterWrite } from './query-client';

const readCheck = queryReader<AdminCheckResponse>({ on401: 'returnNull' });

/**
 * Asking whether the owner is logged in is no error when they are not: a 401 (from a proxy, or a
 * session that just ended) reads as "not the owner", in the spec's mode for it (section 7).
 */
export const adminCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/check'],
    queryFn: async (context): Promise<AdminCheckResponse> => (await readCheck(context)) ?? { authenticated: false },
  });

/** `POST /api/admin/logout`: the panel's Logout and the owner's logout on the public page. */
export const logout = () => apiRequest<{ success: true }>('POST', '/api/admin/logout');

export const useAdminCheck = () => useQuery(adminCheckQueryOptions());

/**
 * The owner logged in or out. Answers such as the profile and the sections differ for the
 * owner and for visitors, and cached answers never go stale by themselves, so all of them
 * are fetched again.
 */
export function sessionChanged(queryClient: QueryClient, authenticated: boolean): void {
  const checkKey = adminCheckQueryOptions().queryKey;
  queryClient.setQueryData(checkKey, { authenticated });
  void refreshAfterWrite(queryClient, { predicate: (query) => query.queryKey[0] !== checkKey[0] });
}

const noSubscription = () => () => undefined;

/**
 * Whether the page is shown to the logged-in owner, asking the server nothing: the gateway marks
 * `<html data-owner>` on the page it serves the owner, and a login or logout in this tab since
 * then is in the session check's cached answer, which wins. Hydration reads "not the owner", as
 * the server's shared render does, and the mark follows at once.
 */
export function useIsOwnerOnPage(): boolean {
  const served = useSyncExternalStore(
    noSubscription,
    () => document.documentElement.dataset.owner === 'true',
    () => false,
  );
  const { data } = useQuery({ ...adminCheckQueryOptions(), enabled: false });
  return data?.authenticated ?? served;
}
