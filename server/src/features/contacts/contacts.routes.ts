import { addContact, contactList, removeContact, searchUsers } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/errors.js';
import { serve } from '../../lib/serve.js';
import { perUserLimit } from '../../plugins/rate-limit-store.js';
import { requireUser } from '../../plugins/sessions.js';
import * as repo from './contacts.repo.js';

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.route({
    ...serve(searchUsers),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => repo.searchUsers(db, request.query.name, requireUser(request).id),
  });

  app.route({ ...serve(contactList), handler: async (request) => repo.contactsOf(db, requireUser(request).id) });

  app.route({
    ...serve(addContact),
    // Every attempt counts, found or not: the answer names whoever was added, so adding by id must not walk all accounts.
    config: { rateLimit: perUserLimit(60, '1 hour') },
    handler: async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (id === user.id) throw new AppError('SELF_CONTACT');
      if (!(await repo.userExists(db, id))) throw notFound();
      await repo.addContact(db, user.id, id);
      return repo.contactsOf(db, user.id);
    },
  });

  app.route({
    ...serve(removeContact),
    handler: async (request) => {
      const user = requireUser(request);
      await repo.removeContact(db, user.id, request.params.id);
      return repo.contactsOf(db, user.id);
    },
  });
};
