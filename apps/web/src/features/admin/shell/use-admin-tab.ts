import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { confirmLeavingUnsaved, keptHistoryState } from '@/panel/use-unsaved-changes';
import { ADMIN_TAB_IDS, type AdminTabId } from './admin-tab-ids';

const isAdminTab = (value: string | null): value is AdminTabId => ADMIN_TAB_IDS.some((id) => id === value);

/**
 * The open tab lives in the address (`/admin?tab=sections`), so a reload or a shared link
 * opens it again; a missing or unknown tab is the profile. Switching asks first when a form
 * has unsaved changes, and replaces the address so Back leaves the panel rather than
 * walking through tabs without that question (Back asks too: useAskBeforeBack).
 */
export function useAdminTab(): [AdminTabId, (tab: string) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab = isAdminTab(requested) ? requested : 'profile';

  const openTab = useCallback(
    (next: string) => {
      if (!isAdminTab(next) || next === tab || !confirmLeavingUnsaved()) return;
      navigate(`/admin?tab=${next}`, { replace: true, state: keptHistoryState() });
    },
    [navigate, tab],
  );
  return [tab, openTab];
}
