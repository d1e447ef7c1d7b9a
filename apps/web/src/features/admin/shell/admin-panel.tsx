import { Eye, LogOut, ScrollText, type LucideIcon } from 'lucide-react';
import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PagePreviewSlot } from '@/components/page-preview-slot';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SecurityButton } from '@/features/admin/security/security-dialog';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { recordAnalytics } from '@/lib/record-analytics';
import { PreviewButton } from '@/panel/preview-button';
import { confirmLeavingUnsaved, useAskBeforeBack } from '@/panel/use-unsaved-changes';
import { useWideScreen } from '@/panel/use-wide-screen';
import { ADMIN_TAB_IDS, type AdminTabId } from './admin-tab-ids';
import { ADMIN_TABS } from './admin-tabs';
import { useLogout } from './api/logout';
import { isPreviewedTab } from './previewed-tabs';
import { StartCleanCard } from './start-clean-card';
import { useAdminTab } from './use-admin-tab';
import { useHidingTopBar } from './use-hiding-top-bar';
import { useToastsBelow } from './use-toasts-below';

export function AdminPanel() {
  const [tab, openTab] = useAdminTab();
  const topBarHidden = useHidingTopBar();
  const topBar = useRef<HTMLElement>(null);
  useToastsBelow(topBar, topBarHidden);
  useAskBeforeBack();
  const previewed = isPreviewedTab(tab);
  const wide = useWideScreen();
  const { t } = useTranslation();

  return (
    <TooltipProvider>
      <Tabs value={tab} onValueChange={openTab} activationMode="manual" className="min-h-screen bg-muted">
        {/* Hidden by a slide, not removed: it stays in the layout, and comes back when a control in it gets focus. */}
        <header
          ref={topBar}
          data-testid="top-bar"
          className={cn(
            'sticky top-0 z-10 border-b bg-background transition-transform duration-200 focus-within:translate-y-0 motion-reduce:transition-none',
            topBarHidden && '-translate-y-full',
          )}
        >
          <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-2">
            <h1 className="truncate text-xl font-bold">{t('admin.shell.title')}</h1>
            <div className="flex shrink-0 items-center gap-2">
              {previewed && !wide && <PreviewButton />}
              <HeaderLink to="/" icon={Eye} label={t('admin.shell.viewProfile')} onClick={leaveForProfile} />
              <HeaderLink to="/admin/access-logs" icon={ScrollText} label={t('admin.shell.accessLogs')} onClick={leaveUnlessUnsaved} />
              <SecurityButton />
              <LogoutButton />
            </div>
          </div>
          <TabBar tab={tab} />
        </header>
        {/* Outside the grid below, so that the preview's column starts beside the open tab. */}
        <div className="mx-auto max-w-5xl px-4">
          <StartCleanCard />
        </div>
        {/* On a desktop, the page's live preview beside the tabs that edit it (docs/decisions.md, D-104).
            Closed tabs are hidden and take no cell, so the open one is the first column. */}
        <main
          className={cn(
            'mx-auto max-w-5xl px-4 pb-16',
            previewed && wide && 'grid max-w-7xl grid-cols-[minmax(0,1fr)_24rem] items-start gap-x-6',
          )}
        >
          {ADMIN_TAB_IDS.map((id) => {
            const { Panel } = ADMIN_TABS[id];
            return (
              <TabsContent key={id} value={id}>
                <Suspense fallback={<TabLoading />}>
                  <Panel />
                </Suspense>
              </TabsContent>
            );
          })}
          {previewed && wide && <PagePreviewSlot className="sticky top-32 col-start-2 row-start-1 mt-4 h-[calc(100dvh-9rem)]" />}
        </main>
      </Tabs>
    </TooltipProvider>
  );
}

/**
 * The eight tabs: on a phone, all of them at once in two rows of four, none behind a sideways
 * swipe (docs/decisions.md, D-113); on a wider screen, in one row.
 */
function TabBar({ tab }: { tab: AdminTabId }) {
  const { t } = useTranslation();
  const triggers = useRef(new Map<AdminTabId, HTMLButtonElement>());
  useEffect(() => {
    triggers.current.get(tab)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <div className="mx-auto max-w-5xl px-4 pb-2">
      {/* Every label in the text colour (the primitive's muted grey is under 4.5:1 on its grey); the open one on white. */}
      <TabsList
        aria-label={t('admin.shell.tabs')}
        className="flex w-full justify-start text-foreground max-sm:grid max-sm:grid-cols-4 max-sm:overflow-visible"
      >
        {ADMIN_TAB_IDS.map((id) => {
          const { labelKey, icon: Icon } = ADMIN_TABS[id];
          return (
            <TabsTrigger
              key={id}
              value={id}
              className="max-sm:flex-col max-sm:gap-0.5 max-sm:whitespace-normal max-sm:px-1 max-sm:text-center max-sm:text-xs max-sm:leading-tight"
              ref={(element) => {
                if (element) triggers.current.set(id, element);
                else triggers.current.delete(id);
              }}
            >
              <Icon aria-hidden="true" />
              {t(labelKey)}
            </TabsTrigger>
          );
        })}
      </TabsList>
    </div>
  );
}

/** A way out of the panel in its header: icon and label, the label for screen readers only on a phone. */
function HeaderLink({
  to,
  icon: Icon,
  label,
  onClick,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <Button variant="outline" size="sm" className="min-w-11" asChild>
      <Link to={to} onClick={onClick}>
        <Icon aria-hidden="true" />
        <span className="max-sm:sr-only">{label}</span>
      </Link>
    </Button>
  );
}

function TabLoading() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label={t('admin.shell.loading')}>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logout = useLogout({ leave: () => navigate('/') });

  // Logging out leaves the panel, so unsaved edits ask first, as any other way out does.
  const confirmLogout = () => {
    if (!confirmLeavingUnsaved()) return;
    logout.mutate(undefined, {
      onError: () => toast({ variant: 'destructive', title: t('admin.shell.logoutFailed') }),
    });
  };

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="min-w-11">
          <LogOut aria-hidden="true" />
          <span className="max-sm:sr-only">{t('admin.shell.logout')}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('admin.shell.logoutTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('admin.shell.logoutQuestion')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('admin.shell.logoutCancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={confirmLogout}>{t('admin.shell.logoutConfirm')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Leaving for the public page asks first when a form has unsaved changes, then records the exit. */
function leaveForProfile(event: MouseEvent<HTMLAnchorElement>): void {
  if (leaveUnlessUnsaved(event)) recordAdminExit();
}

/** Any link out of the panel asks first when a form has unsaved changes; answers whether it leaves. */
function leaveUnlessUnsaved(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (confirmLeavingUnsaved()) return true;
  event.preventDefault();
  return false;
}

/** Spec section 3: the owner leaving the panel for the page, with where and on what screen. */
function recordAdminExit(): void {
  recordAnalytics({
    event: 'admin_exit_click',
    metadata: {
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      page: window.location.pathname,
      referrer: document.referrer,
    },
  });
}
