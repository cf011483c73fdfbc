import { isLang } from '@listok/contract';
import { feedbackInbox, sendFeedback } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/admin.js';
import { formatDate } from '../../lib/dates.js';
import { pageOf, setPaginationHeaders } from '../../lib/pagination.js';
import { serve } from '../../lib/serve.js';
import { feedbackPage } from './feedback.repo.js';
import * as feedback from './feedback.service.js';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(sendFeedback),
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      await feedback.sendFeedback(app, request.user, request.body, request.lang);
      return reply.code(201).send({ message: request.t('success.feedbackSent') });
    },
  });

  app.route({
    ...serve(feedbackInbox),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const paging = pageOf(request.query.page, app.config.pageSize);
      const { rows, total } = await feedbackPage(app.db, paging);
      setPaginationHeaders(reply, paging, total);
      return rows.map((row) => ({
        ...row,
        lang: isLang(row.lang) ? row.lang : 'ru',
        createdAt: formatDate(row.createdAt, admin.timeZone),
      }));
    },
  });
};
