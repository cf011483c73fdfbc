import type { MenuAnswer } from '@listok/contract';
import { navigationMenu, switchLanguage } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { serve } from '../../lib/serve.js';
import { setLangCookie } from '../../plugins/i18n.js';
import { isCrossSite } from '../../plugins/security.js';
import { buildMenu } from './menu.policy.js';
import { setUserLang } from './menu.repo.js';

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https:');

  app.route({
    ...serve(navigationMenu),
    handler: async (request): Promise<MenuAnswer> => ({
      menu: buildMenu(request.user, request.lang, { signup: app.config.passwordLogin }),
      username: request.user?.username ?? null,
      lang: request.lang,
      isAdmin: request.user?.isAdmin ?? false,
      timeZone: request.user?.timeZone ?? null,
      signIn: { password: app.config.passwordLogin, sso: app.config.sso?.name ?? null },
    }),
  });

  app.route({
    ...serve(switchLanguage),
    handler: async (request, reply) => {
      // It saves the account's language too: another site's link or image must not change it.
      if (isCrossSite(request)) throw new AppError('FOREIGN_ORIGIN');
      const lang = request.params.code;
      setLangCookie(reply, lang, secure);
      request.lang = lang;
      if (request.user) await setUserLang(app.db, request.user.id, lang);
      return { lang };
    },
  });
};
