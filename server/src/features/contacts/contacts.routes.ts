import { Contact, ContactParams, UserSearchQuery, UserSearchResult } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.js';
import { perUserLimit } from '../../plugins/rate-limit-store.js';
import { requireUser } from '../../plugins/sessions.js';
import * as repo from './contacts.repo.js';

const tags = ['contacts'];
const Contacts = z.array(Contact);

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/user/search',
    {
      schema: {
        tags,
        summary: 'Find a user by exact username or email (never the caller; answers the username only)',
        querystring: UserSearchQuery,
        response: { 200: z.array(UserSearchResult) },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => repo.searchUsers(db, request.query.name, requireUser(request).id),
  );

  app.get(
    '/api/user/contact/list',
    { schema: { tags, summary: "The caller's contacts", response: { 200: Contacts } } },
    async (request) => repo.contactsOf(db, requireUser(request).id),
  );

  app.post(
    '/api/user/contact/add/:id',
    {
      schema: { tags, summary: 'Add a user to the contacts', params: ContactParams, response: { 200: Contacts } },
      // Every attempt counts, found or not: the answer names whoever was added, so adding by id must not walk all accounts.
      config: { rateLimit: perUserLimit(60, '1 hour') },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (id === user.id) throw new AppError('SELF_CONTACT');
      if (!(await repo.userExists(db, id))) throw notFound();
      await repo.addContact(db, user.id, id);
      return repo.contactsOf(db, user.id);
    },
  );

  app.post(
    '/api/user/contact/remove/:id',
    {
      schema: { tags, summary: 'Remove a user from the contacts', params: ContactParams, response: { 200: Contacts } },
    },
    async (request) => {
      const user = requireUser(request);
      await repo.removeContact(db, user.id, request.params.id);
      return repo.contactsOf(db, user.id);
    },
  );
};
