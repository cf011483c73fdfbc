import { LangAnswer, languages, type MenuAnswer, MenuAnswer as MenuAnswerSchema } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { setLangCookie } from '../../plugins/i18n.js';
import { isCrossSite } from '../../plugins/security.js';
import { buildMenu } from './menu.policy.js';
import { setUserLang } from './menu.repo.js';

const tags = ['menu'];

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https:');

  app.post(
    '/api/menu',
    {
      schema: { tags, summary: 'Navigation entries for the caller and language', response: { 200: MenuAnswerSchema } },
    },
    async (request): Promise<MenuAnswer> => ({
      menu: buildMenu(request.user, request.lang, { signup: app.config.passwordLogin }),
      username: request.user?.username ?? null,
      lang: request.lang,
      isAdmin: request.user?.isAdmin ?? false,
      signIn: { password: app.config.passwordLogin, sso: app.config.sso?.name ?? null },
    }),
  );

  app.get(
    '/api/lang/:code',
    {
      schema: {
        tags,
        summary: `Switch the language (${languages.join(', ')}); held in the lang cookie (403 from another site)`,
        params: z.object({ code: z.enum(languages, { error: 'validation.lang' }) }),
        response: { 200: LangAnswer },
      },
    },
    async (request, reply) => {
      // It saves the account's language too: another site's link or image must not change it.
      if (isCrossSite(request)) throw new AppError('FOREIGN_ORIGIN');
      const lang = request.params.code;
      setLangCookie(reply, lang, secure);
      request.lang = lang;
      if (request.user) await setUserLang(app.db, request.user.id, lang);
      return { lang };
    },
  );
};
