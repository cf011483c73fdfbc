import { webRoutes } from '@listok/contract/base';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRoute } from '../features/landing/routes/home-route';
import { RouteError } from './shell/route-error';
import { Shell } from './shell/shell';
import { Spinner } from './shell/spinner';

/** A route whose screen is loaded on first visit, so the landing page's bundle stays small. */
const lazyScreen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    hydrateFallbackElement: <Spinner fullPage />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      lazyScreen(webRoutes.login, () => import('../features/auth/routes/login-route').then((m) => m.LoginRoute)),
      lazyScreen(webRoutes.signup, () => import('../features/auth/routes/signup-route').then((m) => m.SignupRoute)),
      lazyScreen(webRoutes.help, () => import('../features/help/routes/help-route').then((m) => m.HelpRoute)),
      lazyScreen(webRoutes.lists, () => import('../features/lists/routes/lists-route').then((m) => m.ListsRoute)),
      lazyScreen(webRoutes.list, () => import('../features/lists/routes/list-route').then((m) => m.ListRoute)),
      lazyScreen(webRoutes.products, () =>
        import('../features/catalogue/routes/products-route').then((m) => m.ProductsRoute),
      ),
      lazyScreen(webRoutes.contacts, () =>
        import('../features/contacts/routes/contacts-route').then((m) => m.ContactsRoute),
      ),
      lazyScreen(webRoutes.vocabulary, () =>
        import('../features/vocabulary/routes/vocabulary-route').then((m) => m.VocabularyRoute),
      ),
      lazyScreen(webRoutes.settings, () =>
        import('../features/settings/routes/settings-route').then((m) => m.SettingsRoute),
      ),
      lazyScreen(webRoutes.feedback, () =>
        import('../features/feedback/routes/feedback-route').then((m) => m.FeedbackRoute),
      ),
      lazyScreen(webRoutes.recoveryStart, () =>
        import('../features/recovery/routes/recovery-start-route').then((m) => m.RecoveryStartRoute),
      ),
      lazyScreen(webRoutes.recoverySent, () =>
        import('../features/recovery/routes/recovery-sent-route').then((m) => m.RecoverySentRoute),
      ),
      lazyScreen(webRoutes.recovery, () =>
        import('../features/recovery/routes/recovery-route').then((m) => m.RecoveryRoute),
      ),
      lazyScreen(webRoutes.users, () => import('../features/users/routes/users-route').then((m) => m.UsersRoute)),
      lazyScreen('*', () => import('../features/not-found/routes/not-found-route').then((m) => m.NotFoundRoute)),
    ],
  },
];

export const router = createBrowserRouter(routes);
