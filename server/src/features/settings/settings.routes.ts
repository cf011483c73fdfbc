import { defaultCurrency, type TimeZoneOption } from '@listok/contract';
import { changeCurrency, changePassword, changeTimeZone, timeZones, userSettings } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatDate, utcOffset } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { serve } from '../../lib/serve.js';
import { requireUser } from '../../plugins/sessions.js';
import { pendingEmail } from './email-change.repo.js';
import * as repo from './settings.repo.js';
import * as settings from './settings.service.js';

const zoneListTtlMs = 60 * 60 * 1000;

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Offsets change with daylight saving time, so the labels are recomputed hourly.
  let zoneList: { at: number; zones: TimeZoneOption[] } | undefined;

  app.route({
    ...serve(userSettings),
    handler: async (request) => {
      const user = requireUser(request);
      const row = await repo.findUser(db, user.id);
      const pending = await pendingEmail(db, user.id);
      // A signed-up account's address waits for its link (lib/address-links.ts offerAddress): shown as its own,
      // not confirmed yet, as before it is confirmed.
      return {
        email: row.email ?? pending,
        emailConfirmed: row.email !== null && row.emailConfirmedAt !== null,
        name: row.username,
        createdAt: formatDate(row.createdAt, user.timeZone),
        tz: row.timeZoneId ?? (await repo.defaultTimeZoneId(db)),
        pendingEmail: row.email === null ? null : pending,
        currency: row.currency ?? defaultCurrency[row.lang],
      };
    },
  });

  app.route({
    ...serve(timeZones),
    handler: async () => {
      if (!zoneList || Date.now() - zoneList.at > zoneListTtlMs) {
        const now = new Date();
        const zones = (await repo.allTimeZones(db)).map((z) => ({
          id: z.id,
          name: `${z.name} (${utcOffset(z.name, now)})`,
        }));
        zoneList = { at: Date.now(), zones };
      }
      return zoneList.zones;
    },
  });

  app.route({
    ...serve(changePassword),
    handler: async (request) => {
      const user = requireUser(request);
      await settings.changePassword(app, user, request.body, request.sessionId);
      return { message: request.t('success.passwordChanged') };
    },
  });

  app.route({
    ...serve(changeTimeZone),
    handler: async (request) => {
      const user = requireUser(request);
      const zone = await repo.findTimeZone(db, request.params.tzId);
      if (!zone) throw new AppError('NOT_FOUND', { fields: { tzId: 'validation.timeZone' } });
      await repo.updateUser(db, user.id, { timeZoneId: zone.id });
      app.sessions.forgetUser(user.id);
      return { message: request.t('success.timeZoneChanged') };
    },
  });

  app.route({
    ...serve(changeCurrency),
    handler: async (request) => {
      const user = requireUser(request);
      await repo.updateUser(db, user.id, { currency: request.body.currency });
      return { message: request.t('success.currencyChanged') };
    },
  });
};
