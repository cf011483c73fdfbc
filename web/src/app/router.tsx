import { defaultItemSort, listHeaderPath, listItemsPath, webRoutes } from '@listok/contract/base';
import { type ComponentType, lazy, type ReactNode, useEffect } from 'react';
import { BrowserRouter, matchPath, Route, Routes, useLocation, useNavigate } from 'react-router';
import { HomeRoute } from '../features/landing/routes/home-route';
import { startEarlyCall } from '../lib/api/early-calls';
import { whenIdle } from '../lib/browser/when-idle';
import { featureTextsReady } from '../lib/texts/texts';
import { holdShellFor } from './first-screen';
import { handOverNavigation } from './navigation';
import { RouteErrorBoundary } from './shell/route-error';
import { Shell } from './shell/shell';

/**
 * A screen loaded on first visit, with what screens need, so the landing page's bundle stays small. The router is
 * React Router's declarative one: the data router's loaders and actions are not used here, and it would add
 * to every page's bundle (docs/performance.md).
 */
function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    // The texts its modules registered (locales/<feature>) are loaded before it renders.
    loading ??= Promise.all([import('./screen-providers'), load()]).then(async ([{ withScreenProviders }, Screen]) => {
      await featureTextsReady();
      return { default: withScreenProviders(Screen) };
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/** Settings, with the notifications feature's switch for this device and the API tokens in it (features never import each other). */
function settingsScreen(): Promise<ComponentType> {
  return Promise.all([
    import('../features/settings/routes/settings-route'),
    import('../features/notifications/components/device-notifications'),
    import('../features/tokens/components/access-tokens'),
  ]).then(([{ SettingsRoute }, { DeviceNotifications }, { AccessTokens }]) => {
    const Settings = () => (
      <SettingsRoute deviceNotifications={<DeviceNotifications />} accessTokens={<AccessTokens />} />
    );
    return Settings;
  });
}

const screens: Array<[path: string, Screen: LazyScreen]> = [
  [webRoutes.login, lazyScreen(() => import('../features/auth/routes/login-route').then((m) => m.LoginRoute))],
  [webRoutes.signup, lazyScreen(() => import('../features/auth/routes/signup-route').then((m) => m.SignupRoute))],
  [webRoutes.help, lazyScreen(() => import('../features/help/routes/help-route').then((m) => m.HelpRoute))],
  [webRoutes.lists, lazyScreen(() => import('../features/lists/basics/routes/lists-route').then((m) => m.ListsRoute))],
  [
    webRoutes.list,
    lazyScreen(() => import('../features/lists/list-screen/routes/list-route').then((m) => m.ListRoute)),
  ],
  [
    webRoutes.products,
    lazyScreen(() => import('../features/catalogue/routes/products-route').then((m) => m.ProductsRoute)),
  ],
  [
    webRoutes.contacts,
    lazyScreen(() => import('../features/contacts/routes/contacts-route').then((m) => m.ContactsRoute)),
  ],
  [
    webRoutes.vocabulary,
    lazyScreen(() => import('../features/vocabulary/routes/vocabulary-route').then((m) => m.VocabularyRoute)),
  ],
  [webRoutes.settings, lazyScreen(settingsScreen)],
  [
    webRoutes.calendarApps,
    lazyScreen(() => import('../features/tokens/routes/calendar-apps-route').then((m) => m.CalendarAppsRoute)),
  ],
  [
    webRoutes.confirmEmail,
    lazyScreen(() => import('../features/settings/routes/confirm-email-route').then((m) => m.ConfirmEmailRoute)),
  ],
  [webRoutes.recipes, lazyScreen(() => import('../features/recipes/routes/recipes-route').then((m) => m.RecipesRoute))],
  [webRoutes.recipe, lazyScreen(() => import('./recipe-screen').then((m) => m.RecipeScreen))],
  [
    webRoutes.listMoney,
    lazyScreen(() => import('../features/lists/money/routes/list-money-route').then((m) => m.ListMoneyRoute)),
  ],
  [
    webRoutes.spending,
    lazyScreen(() => import('../features/lists/money/routes/spending-route').then((m) => m.SpendingRoute)),
  ],
  [
    webRoutes.feedback,
    lazyScreen(() => import('../features/feedback/routes/feedback-route').then((m) => m.FeedbackRoute)),
  ],
  [
    webRoutes.recoveryStart,
    lazyScreen(() => import('../features/recovery/routes/recovery-start-route').then((m) => m.RecoveryStartRoute)),
  ],
  [
    webRoutes.recoverySent,
    lazyScreen(() => import('../features/recovery/routes/recovery-sent-route').then((m) => m.RecoverySentRoute)),
  ],
  [
    webRoutes.recovery,
    lazyScreen(() => import('../features/recovery/routes/recovery-route').then((m) => m.RecoveryRoute)),
  ],
  [webRoutes.users, lazyScreen(() => import('../features/users/routes/users-route').then((m) => m.UsersRoute))],
  [
    webRoutes.feedbackInbox,
    lazyScreen(() => import('../features/users/routes/feedback-inbox-route').then((m) => m.FeedbackInboxRoute)),
  ],
  ['*', lazyScreen(() => import('../features/not-found/routes/not-found-route').then((m) => m.NotFoundRoute))],
];

/**
 * The screen of the address the app starts on begins to load at once, alongside the menu the shell waits for, rather
 * than after it (one round trip less before a deep link shows); a list's data too (lib/api/early-calls.ts). Called by
 * main.tsx before React starts.
 */
export function preloadFirstScreen(): void {
  if (typeof window === 'undefined' || window.location.pathname === '/') return;
  const match = screens.find(([path]) => path !== '*' && matchPath(path, window.location.pathname));
  const screen = (match ?? screens[screens.length - 1])?.[1];
  if (screen) holdShellFor(screen.preload());
  // A list's header and items too: they travel alongside the screen's code.
  const list = matchPath(webRoutes.list, window.location.pathname);
  const id = Number(list?.params.id);
  if (Number.isInteger(id) && id > 0) {
    const ac = new URLSearchParams(window.location.search).get('ac')?.trim() || undefined;
    startEarlyCall(listHeaderPath(id, ac));
    startEarlyCall(listItemsPath(id, ac, defaultItemSort));
  }
}

/** The lists part of the signed-in home: the lists feature's, with the screens' providers, loaded when it shows. */
const HomeLists = lazyScreen(() => import('../features/lists/basics/routes/home-lists').then((m) => m.HomeLists));

function NavigationBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    handOverNavigation(navigate);
  }, [navigate]);
  return children;
}

/**
 * The screen a user opens next from this one, by the screen's address: a list from My lists. Not from the home page,
 * whose visitors mostly never sign in; nor My lists from a list, which a list opened from My lists has loaded, and
 * which would take the connections a deep link's list still needs (its calls, its code's chunks).
 */
const nextScreens: Array<[from: string, next: string]> = [[webRoutes.lists, webRoutes.list]];

/**
 * Loads the code of the screen opened next a second after this one showed, once the browser is idle (issue 51: a
 * list opened from My lists the first time waited for its route's code).
 */
function usePreloadNextScreen(pathname: string): void {
  useEffect(() => {
    const next = nextScreens.find(([from]) => matchPath(from, pathname))?.[1];
    const screen = next && screens.find(([path]) => path === next)?.[1];
    if (!screen) return;
    return whenIdle(() => void screen.preload().catch(() => undefined), { afterMs: 1000, timeoutMs: 3000 });
  }, [pathname]);
}

/** A failed screen shows the error page until the user goes elsewhere. */
function ResettingBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  usePreloadNextScreen(pathname);
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationBridge>
        <ResettingBoundary>
          <Routes>
            <Route element={<Shell />}>
              <Route index element={<HomeRoute lists={<HomeLists />} />} />
              {screens.map(([path, Screen]) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
            </Route>
          </Routes>
        </ResettingBoundary>
      </NavigationBridge>
    </BrowserRouter>
  );
}
