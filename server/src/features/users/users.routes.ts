import { AdminUser, UsersQuery } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/admin.js';
import { formatDate } from '../../lib/dates.js';
import { pageOf, setPaginationHeaders } from '../../lib/pagination.js';
import * as repo from './users.repo.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users (admin)'],
        summary: 'Users whose username or email contains the text (admin, paged, sortable by createdAt, updatedAt)',
        querystring: UsersQuery,
        response: { 200: z.array(AdminUser) },
      },
    },
    async (request, reply) => {
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
  );
};
