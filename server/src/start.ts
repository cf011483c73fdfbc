import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/index.js';
import { fillUsernameSkeletons } from './features/auth/auth.repo.js';
import { purgeSsoRequests, ssoRequestLifetimeMs } from './features/auth/oidc.repo.js';
import { purgeSyncStates } from './features/caldav/dav-sync.js';
import { purgeKeptSuggestions } from './features/lists/shopping/suggestions.repo.js';
import { calendarProfileLifetimeMs, purgeCalendarProfiles } from './features/tokens/calendar-profiles.repo.js';
import { purgeLoginFailures, purgeSignInAddresses } from './lib/sign-in-limits.js';
import { purgeIdempotencyKeys } from './plugins/idempotency.js';
import { purgeRateLimits } from './plugins/rate-limit-store.js';

/** Where `npm run build` puts the web client, relative to this file in src/ or dist/. */
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const hourMs = 60 * 60 * 1000;

/** Deletes ended sessions and old sign-in failures now and every hour. */
function scheduleMaintenance(app: FastifyInstance): NodeJS.Timeout {
  const run = async () => {
    try {
      await app.sessions.purgeExpired();
      await purgeLoginFailures(app.db, new Date(Date.now() - app.config.loginFailureWindowMs));
      await purgeSignInAddresses(app.db, new Date(Date.now() - app.config.sessionIdleMs));
      await purgeSsoRequests(app.db, new Date(Date.now() - ssoRequestLifetimeMs));
      await purgeCalendarProfiles(app.db, new Date(Date.now() - calendarProfileLifetimeMs));
      // Reconnecting clients are replayed what they missed; an hour is far beyond any reconnect.
      await app.push.purge(new Date(Date.now() - hourMs));
      await purgeRateLimits(app.db);
      await purgeIdempotencyKeys(app.db);
      await purgeKeptSuggestions(app.db);
      await purgeSyncStates(app.db);
    } catch (error) {
      app.log.warn({ err: error }, 'maintenance failed');
    }
  };
  void run();
  return setInterval(run, hourMs).unref();
}

/** What the people who run the server should know at its start: a setting left out that users would miss. */
export function startWarnings(config: Config): string[] {
  return config.feedbackTo
    ? []
    : [
        `FEEDBACK_TO is not set: feedback is not mailed; it is kept in the database, and admins read it at ${config.publicUrl}/admin/feedback`,
      ];
}

/** Opens the database, migrates and seeds it, and builds the app (not yet listening). */
export async function startApp(config: Config, logger?: boolean | object): Promise<FastifyInstance> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.exclusive(async () => {
      await database.migrate();
      await seedDatabase(database.db);
      await fillUsernameSkeletons(database.db);
    });
    const app = await buildApp({ config, database, ...(logger === undefined ? {} : { logger }) });
    for (const warning of startWarnings(config)) app.log.warn(warning);
    const maintenance = scheduleMaintenance(app);
    app.addHook('onClose', async () => {
      clearInterval(maintenance);
      await database.close();
    });
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
