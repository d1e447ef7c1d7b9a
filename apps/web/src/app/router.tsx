import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { SPA_PAGES, type SpaPage, type SpaPath } from '@stagelink/contracts';
import { PagePreviewContext } from '@/components/page-preview-slot';
import { ProfilePage } from '@/features/profile/components/profile-page';

type PathOf<Guarded extends boolean> = Extract<SpaPage, { guarded: Guarded }>['path'];

// The pages come from the contracts' table, which the gateway answers 200 for; the types make
// each of its paths have a screen here, behind the guard when the table says so.
// The public page is in the main bundle; every other screen is loaded only when visited.
const OPEN_SCREENS: Record<PathOf<false>, ComponentType> = {
  '/': ProfilePage,
  '/admin/login': lazy(() => withPanelStrings(import('@/features/auth/components/login-page'))),
  '/unsubscribe': serverRendered(
    '/unsubscribe',
    lazy(() => import('@/features/unsubscribe/components/unsubscribe-page').then((module) => ({ default: module.UnsubscribePage }))),
  ),
};

/**
 * The screens the gateway renders besides `/` (the unsubscribe page, docs/decisions.md, D-150),
 * which the server's entry hands over whole: there a lazy screen would render nothing.
 */
export const ServerScreens = createContext<Partial<Record<SpaPath, ComponentType>>>({});

/**
 * A screen that stays lazy in the browser, so `/` never fetches it, and that the server renders
 * from the component it is given. Hydration waits for the lazy code and keeps the server's
 * markup meanwhile, so its form works before then as it does without JavaScript.
 */
function serverRendered(path: SpaPath, Lazy: ComponentType): ComponentType {
  return function ServerRenderedScreen() {
    const Screen = useContext(ServerScreens)[path] ?? Lazy;
    return <Screen />;
  };
}

const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page').then((module) => ({ default: module.NotFoundPage })));

const GUARDED_SCREENS: Record<PathOf<true>, () => Promise<ComponentType>> = {
  '/admin': loadAdminPanel,
  '/bookings': () => import('@/features/admin/shell/planned-panels').then((module) => module.BookingsPanel),
  '/admin/access-logs': () => import('@/features/admin/shell/planned-panels').then((module) => module.AccessLogsPanel),
};

/**
 * The panel, handed the public page's live preview: features do not import each other, so the
 * app composes them here (docs/decisions.md, D-104). Both come with the panel's own chunks.
 */
async function loadAdminPanel(): Promise<ComponentType> {
  const [{ AdminPanel }, { PagePreview }] = await Promise.all([
    import('@/features/admin/shell/admin-panel'),
    import('@/features/profile/components/preview/page-preview'),
  ]);
  return function AdminPanelWithPreview() {
    return (
      <PagePreviewContext.Provider value={PagePreview}>
        <AdminPanel />
      </PagePreviewContext.Provider>
    );
  };
}

/** The screen behind the admin guard, both loaded at once. */
function guarded(loadScreen: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => {
    const [{ AdminGuard }, Screen] = await withPanelStrings(Promise.all([import('@/features/auth/components/admin-guard'), loadScreen()]));
    return {
      default: () => (
        <AdminGuard>
          <Screen />
        </AdminGuard>
      ),
    };
  });
}

/**
 * An owner's screen comes with the panel's strings in the chosen language, both from chunks of
 * their own that the public page never fetches (docs/decisions.md, D-130).
 */
async function withPanelStrings<Screen>(screen: Promise<Screen>): Promise<Screen> {
  const [loaded] = await Promise.all([screen, import('@/i18n/panel-strings').then((module) => module.loadPanelStrings())]);
  return loaded;
}

const ROUTES = SPA_PAGES.map((page) => ({
  path: page.path,
  screen: page.guarded ? guarded(GUARDED_SCREENS[page.path]) : OPEN_SCREENS[page.path],
}));

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {ROUTES.map(({ path, screen }) => (
          <Route key={path} path={path} component={screen} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
