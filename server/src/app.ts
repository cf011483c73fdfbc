import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { langCookie, readCookie, translate } from '@listok/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { oidcRoutes } from './features/auth/oidc.routes.js';
import { davRoutes } from './features/caldav/dav.routes.js';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.js';
import { productsRoutes } from './features/catalogue/products.routes.js';
import { contactsRoutes } from './features/contacts/contacts.routes.js';
import { feedbackRoutes } from './features/feedback/feedback.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { listsRoutes } from './features/lists/basics/lists.routes.js';
import { firstScreenDrawer } from './features/lists/first-screen/first-screen.js';
import { copyListRoutes } from './features/lists/items/copy.routes.js';
import { itemsRoutes } from './features/lists/items/items.routes.js';
import { itemsService } from './features/lists/items/items.service.js';
import { linkPagesPlugin } from './features/lists/links/link-pages.plugin.js';
import { pictureRoutes } from './features/lists/links/picture.routes.js';
import { membersRoutes } from './features/lists/members/members.routes.js';
import { pricesRoutes } from './features/lists/prices/prices.routes.js';
import { receiptsRoutes } from './features/lists/prices/receipts.routes.js';
import { pushRoutes } from './features/lists/realtime/push.routes.js';
import { recipePicturesPlugin } from './features/lists/recipes/recipe-pictures.js';
import { recipesRoutes } from './features/lists/recipes/recipes.routes.js';
import { shoppingRoutes } from './features/lists/shopping/shopping.routes.js';
import { storesRoutes } from './features/lists/shopping/stores.routes.js';
import { menuRoutes } from './features/menu/menu.routes.js';
import { recoveryRoutes } from './features/recovery/recovery.routes.js';
import { emailChangeRoutes } from './features/settings/email-change.routes.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { tokensRoutes } from './features/tokens/tokens.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { vocabularyRoutes } from './features/vocabulary/vocabulary.routes.js';
import { listNotificationsRoutes } from './features/web-push/list-notifications.routes.js';
import { subscriptionsRoutes } from './features/web-push/subscriptions.routes.js';
import { webPushPlugin } from './features/web-push/web-push.js';
import { AppError } from './lib/errors.js';
import { logRequest } from './lib/log-redaction.js';
import { apiTokensPlugin } from './plugins/api-tokens.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin, sendError, toAppError } from './plugins/errors.js';
import { familyPurchasesPlugin } from './plugins/family-purchases.js';
import { i18nPlugin, requestLang } from './plugins/i18n.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { mailPlugin } from './plugins/mail.js';
import { metricsPlugin } from './plugins/metrics.js';
import { pushPlugin } from './plugins/push.js';
import { databaseRateLimitStore } from './plugins/rate-limit-store.js';
import { requestBodyPlugin } from './plugins/request-body.js';
import { securityPlugin } from './plugins/security.js';
import { serverTimingPlugin } from './plugins/server-timing.js';
import { sessionsPlugin } from './plugins/sessions.js';
import { webPlugin } from './plugins/web.js';
import { workLimitsPlugin } from './plugins/work-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    strictErrors: boolean;
    /** `METHOD /path` of every route the app serves (tests check each one has authorization rows). */
    routeTable: string[];
    /** The request schemas of each route in `routeTable` (tests generate inputs from them). */
    routeSchemas: Map<string, { body?: unknown; querystring?: unknown; params?: unknown }>;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** pino options; false silences the log (tests). */
  logger?: boolean | object;
  /** An error answer a route's contract declaration does not name becomes a 500 (tests: plugins/errors.ts). */
  strictErrors?: boolean;
}

/** Builds the whole application; `server.ts` only listens. */
export async function buildApp({
  config,
  database,
  logger,
  strictErrors = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Every request line of the log goes through logRequest, which keeps the URL's secrets out.
    logger:
      logger === false
        ? false
        : { level: config.logLevel, ...(typeof logger === 'object' ? logger : {}), serializers: { req: logRequest } },
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    // A backstop behind the body timeout of plugins/request-body.ts (which answers 408 in the caller's language):
    // Node itself cuts off a request, headers and body, that has not arrived well after it.
    requestTimeout: config.bodyTimeoutMs + 10_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors found before routing (a URL that is not valid percent-encoding) get the contract's error body too.
    frameworkErrors: (error, request, reply) => {
      // Before routing the cookie plugin has not run: the header is read by the same rule.
      request.lang = requestLang(request, readCookie(request.headers.cookie ?? '', langCookie));
      request.t = (key, params) => translate(request.lang, key, params);
      return sendError(request, reply, toAppError(error) ?? new AppError('BAD_REQUEST'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('strictErrors', strictErrors);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const routeTable: string[] = [];
  const routeSchemas = new Map<string, { body?: unknown; querystring?: unknown; params?: unknown }>();
  app.decorate('routeTable', routeTable);
  app.decorate('routeSchemas', routeSchemas);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push(`${method} ${route.url}`);
      routeSchemas.set(`${method} ${route.url}`, route.schema ?? {});
    }
  });

  await app.register(serverTimingPlugin);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(requestBodyPlugin);
  await app.register(rateLimit, {
    global: false,
    // With RATE_LIMIT_ADDRESS=off the per-address limits are lifted (a trusted proxy limits instead).
    allowList: () => !config.rateLimitAddress,
    ...(config.rateLimitStore === 'database' ? { store: databaseRateLimitStore(database.db) } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', { params: { seconds: Math.ceil(context.ttl / 1000) } }),
  });
  await app.register(sessionsPlugin);
  await app.register(apiTokensPlugin);
  await app.register(idempotencyPlugin);
  await app.register(pushPlugin);
  await app.register(familyPurchasesPlugin);
  await app.register(workLimitsPlugin);
  await app.register(metricsPlugin);
  await app.register(mailPlugin);
  await app.register(webPushPlugin);
  await app.register(linkPagesPlugin);
  await app.register(recipePicturesPlugin);
  await app.register(docsPlugin);
  // One items service (and its answers' cache) for every route that changes items: the API's and CalDAV's.
  app.decorate('items', itemsService(app));

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(menuRoutes);
  await app.register(catalogueRoutes);
  await app.register(productsRoutes);
  await app.register(usersRoutes);
  await app.register(contactsRoutes);
  await app.register(vocabularyRoutes);
  await app.register(settingsRoutes);
  await app.register(emailChangeRoutes);
  await app.register(tokensRoutes);
  await app.register(feedbackRoutes);
  await app.register(recoveryRoutes);
  await app.register(listsRoutes);
  await app.register(copyListRoutes);
  await app.register(membersRoutes);
  await app.register(itemsRoutes);
  await app.register(pictureRoutes);
  await app.register(shoppingRoutes);
  await app.register(storesRoutes);
  await app.register(recipesRoutes);
  await app.register(pricesRoutes);
  await app.register(receiptsRoutes);
  await app.register(listNotificationsRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(pushRoutes);
  await app.register(davRoutes);

  // A list's page comes with its first screenful drawn and the answers the app starts with (issue 51).
  await app.register(webPlugin, { drawPage: firstScreenDrawer(app, app.config.webDist) });
  return app;
}
