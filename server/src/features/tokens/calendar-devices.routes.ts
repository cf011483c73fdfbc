import { apiTokenCreationsPerHour, calendarProfileMinutes, webRoutes } from '@listok/contract';
import { calendarProfile, createCalendarDevice } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { isNavigation } from '../../lib/navigation.js';
import { serve } from '../../lib/serve.js';
import { perUserLimit } from '../../plugins/rate-limit-store.js';
import { requireUser } from '../../plugins/sessions.js';
import { createCalendarDevice as createDevice } from './calendar-devices.service.js';
import { openCalendarProfile } from './calendar-profiles.repo.js';
import { calendarProfile as profileOf } from './mobileconfig.js';

/** Calendar apps set up device by device: an app password per device, and an Apple device's configuration profile. */
export const calendarDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.route({
    ...serve(createCalendarDevice),
    // The password is in this answer only: a replay with the same Idempotency-Key must not hand it out again.
    config: { rateLimit: perUserLimit(apiTokenCreationsPerHour, '1 hour'), secretAnswer: true },
    handler: async (request, reply) => {
      const made = await createDevice(db, requireUser(request), request.body, config.publicUrl);
      return reply.code(201).send(made);
    },
  });

  app.route({
    ...serve(calendarProfile),
    handler: async (request, reply) => {
      const found = await openCalendarProfile(db, request.query.token, { peek: request.method === 'HEAD' });
      if (!found) {
        // Safari opened a spent link: the calendar page says what happened and makes a new one.
        if (isNavigation(request)) return reply.redirect(`${webRoutes.calendarApps}?profile=gone`, 303);
        throw new AppError('PROFILE_LINK_GONE', { params: { minutes: calendarProfileMinutes } });
      }
      return reply
        .header('content-type', 'application/x-apple-aspen-config')
        .header('content-disposition', 'attachment; filename="listok.mobileconfig"')
        .header('cache-control', 'no-store')
        .send(profileOf({ publicUrl: config.publicUrl, ...found }));
    },
  });
};
