import {
  addRecipeToList,
  atHome,
  createRecipe,
  deleteRecipe,
  getRecipe,
  importRecipe,
  listRecipes,
  recipePicture,
  setAtHome,
  takeBackRecipe,
  updateRecipe,
} from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/errors.js';
import { sendPicture } from '../../../lib/picture-reply.js';
import { serve, withVersion } from '../../../lib/serve.js';
import { assertTokenReachesAll } from '../../../plugins/api-tokens.js';
import { requireUser } from '../../../plugins/sessions.js';
import * as home from './at-home.js';
import * as onLists from './list-recipes.service.js';
import * as recipes from './recipes.service.js';

export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(importRecipe),
    handler: async (request) => {
      const user = requireUser(request);
      return app.work.imports.run(user, () =>
        recipes.importRecipe(app, user, request.body.url, request.lang, (key) => request.t(key)),
      );
    },
  });

  app.route({
    ...serve(createRecipe),
    handler: async (request, reply) => {
      const user = requireUser(request);
      return reply.code(201).send(await recipes.createRecipe(app, user, request.lang, request.body));
    },
  });

  app.route({
    ...serve(listRecipes),
    handler: async (request) => recipes.listRecipes(app, requireUser(request), request.lang),
  });

  app.route({
    ...serve(recipePicture),
    handler: async (request, reply) => {
      const picture = await recipes.recipePicture(app, requireUser(request), request.params.id, request.query.v);
      if (!picture) throw notFound();
      return sendPicture(reply, picture);
    },
  });
  app.route({
    ...serve(getRecipe),
    handler: async (request) => recipes.getRecipe(app, requireUser(request), request.lang, request.params.id),
  });

  app.route({
    ...serve(updateRecipe),
    handler: async (request) =>
      recipes.updateRecipe(app, requireUser(request), request.lang, request.params.id, request.body),
  });

  app.route({
    ...serve(deleteRecipe),
    handler: async (request, reply) => {
      await recipes.deleteRecipe(app, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.route({
    ...serve(addRecipeToList),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { value, version } = await onLists.addRecipeToList(
        app,
        request.params.id,
        user,
        request.lang,
        request.body,
      );
      return withVersion(reply, version).send(value);
    },
  });

  app.route({
    ...serve(takeBackRecipe),
    handler: async (request, reply) => {
      const { id, recipeId } = request.params;
      const { value, version } = await onLists.takeBackRecipe(app, id, requireUser(request), request.lang, recipeId);
      return withVersion(reply, version).send(value);
    },
  });

  // A token limited to lists reaches none of the account's own recipe settings.
  app.route({
    ...serve(atHome),
    handler: async (request) => {
      const user = requireUser(request);
      assertTokenReachesAll(user);
      return home.atHomeAnswer(app, user, request.lang, await home.atHomeOf(app.db, user.id, request.lang));
    },
  });

  app.route({
    ...serve(setAtHome),
    handler: async (request) => {
      const user = requireUser(request);
      assertTokenReachesAll(user);
      const names = await home.setAtHome(app.db, user.id, request.body.names);
      return home.atHomeAnswer(app, user, request.lang, names);
    },
  });
};
