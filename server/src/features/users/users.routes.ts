import { adminUsers } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/admin.js';
import { formatDate } from '../../lib/dates.js';
import { pageOf, setPaginationHeaders } from '../../lib/pagination.js';
import { serve } from '../../lib/serve.js';
import * as repo from './users.repo.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(adminUsers),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const { name, sort, page } = request.query;
      const paging = pageOf(page, app.config.pageSize);
      const { rows, total } = await repo.searchUsers(app.db, name, sort, paging);
      setPaginationHeaders(reply, paging, total);
      return rows.map((u) => ({
        ...u,
        createdAt: formatDate(u.createdAt, admin.timeZone),
        updatedAt: formatDate(u.updatedAt, admin.timeZone),
      }));
    },
  });
};
