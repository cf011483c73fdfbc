import { defaultLang, type Lang, langCookie, langOfCookie, translate } from '@listok/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from the `lang` cookie (ru by default). */
    lang: Lang;
    t(key: string, params?: Record<string, string | number>): string;
  }
}

const oneYear = 365 * 24 * 60 * 60;

export function setLangCookie(reply: FastifyReply, lang: Lang, secure: boolean) {
  reply.setCookie(langCookie, lang, { path: '/', sameSite: 'lax', secure, maxAge: oneYear });
}

export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', defaultLang);
    app.decorateRequest('t', function (this: { lang: Lang }, key: string, params?: Record<string, string | number>) {
      return translate(this.lang, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.lang = langOfCookie(request.cookies[langCookie]);
    });
  },
  { name: 'i18n', dependencies: ['@fastify/cookie'] },
);
