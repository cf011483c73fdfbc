import { webRoutes } from '@listok/contract/base';
import { type ComponentType, lazy, type ReactNode, useEffect } from 'react';
import { BrowserRouter, type NavigateOptions, Route, Routes, useLocation, useNavigate } from 'react-router';
import { HomeRoute } from '../features/landing/routes/home-route';
import { RouteErrorBoundary } from './shell/route-error';
import { Shell } from './shell/shell';

/**
 * A screen loaded on first visit, with what screens need, so the landing page's bundle stays small. The router is
 * React Router's declarative one: the data router's loaders and actions are not used here, and it would add
 * 17 KB (gzip) to every page (docs/performance.md).
 */
const lazyScreen = (load: () => Promise<ComponentType>) =>
  lazy(async () => {
    const [{ withScreenProviders }, Screen] = await Promise.all([import('./screen-providers'), load()]);
    return { default: withScreenProviders(Screen) };
  });

const screens: Array<[path: string, Screen: ComponentType]> = [
  [webRoutes.login, lazyScreen(() => import('../features/auth/routes/login-route').then((m) => m.LoginRoute))],
  [webRoutes.signup, lazyScreen(() => import('../features/auth/routes/signup-route').then((m) => m.SignupRoute))],
  [webRoutes.help, lazyScreen(() => import('../features/help/routes/help-route').then((m) => m.HelpRoute))],
  [webRoutes.lists, lazyScreen(() => import('../features/lists/routes/lists-route').then((m) => m.ListsRoute))],
  [webRoutes.list, lazyScreen(() => import('../features/lists/routes/list-route').then((m) => m.ListRoute))],
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
  [
    webRoutes.settings,
    lazyScreen(() => import('../features/settings/routes/settings-route').then((m) => m.SettingsRoute)),
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
  ['*', lazyScreen(() => import('../features/not-found/routes/not-found-route').then((m) => m.NotFoundRoute))],
];

type Navigate = (path: string, options?: NavigateOptions) => unknown;
let navigateInApp: Navigate = (path) => window.location.assign(path);

/** Navigation for code outside React (the query cache's error handler): the router's own once it is mounted. */
export const navigateTo: Navigate = (path, options) => navigateInApp(path, options);

function NavigationBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigateInApp = navigate;
  }, [navigate]);
  return children;
}

/** A failed screen shows the error page until the user goes elsewhere. */
function ResettingBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationBridge>
        <ResettingBoundary>
          <Routes>
            <Route element={<Shell />}>
              <Route index element={<HomeRoute />} />
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
