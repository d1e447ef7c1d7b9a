import { ChartColumn, Mail, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const AnalyticsTab = lazy(() => import('@/features/admin/analytics/analytics-tab').then((module) => ({ default: module.AnalyticsTab })));
const SubscribersPanel = lazy(() =>
  import('@/features/admin/subscribers/subscribers-panel').then((module) => ({ default: module.SubscribersPanel })),
);
const PrivacyPanel = lazy(() => import('@/features/admin/privacy/privacy-panel').then((module) => ({ default: module.PrivacyPanel })));

const VIEWS = [
  { value: 'visits', labelKey: 'admin.views.visits', icon: ChartColumn, Panel: AnalyticsTab },
  { value: 'subscribers', labelKey: 'admin.views.subscribers', icon: Mail, Panel: SubscribersPanel },
  // A person's data, found, exported and erased on request (docs/decisions.md, D-90).
  { value: 'privacy', labelKey: 'admin.views.privacy', icon: ShieldCheck, Panel: PrivacyPanel },
] as const;
type View = (typeof VIEWS)[number]['value'];

const isView = (value: string | null): value is View => VIEWS.some((view) => view.value === value);

/**
 * What the page brings in: the visits and clicks, and the newsletter's subscribers, each a
 * sub-tab of Analytics (docs/decisions.md, D-63). The open one is in the address like the
 * panel's tab (`/admin?tab=analytics&view=subscribers`), so a reload or a link returns to it;
 * only the open one is loaded.
 */
export function AnalyticsViews() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('view');
  const view: View = isView(requested) ? requested : 'visits';
  const open = (next: string) => {
    if (!isView(next) || next === view) return;
    navigate(next === 'visits' ? '/admin?tab=analytics' : `/admin?tab=analytics&view=${next}`, { replace: true });
  };

  return (
    <Tabs value={view} onValueChange={open} className="space-y-4">
      <TabsList aria-label={t('admin.views.label')} className="text-foreground">
        {VIEWS.map(({ value, labelKey, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" />
            {t(labelKey)}
          </TabsTrigger>
        ))}
      </TabsList>
      {VIEWS.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <Panel />
          </Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
