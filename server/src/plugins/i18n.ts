import { acceptedLanguages, defaultLang, type Lang, langCookie, langOfVisit, translate } from '@listok/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: the `lang` cookie, else the Accept-Language header's preference (`requestLang`). */
    lang: Lang;
    t(key: string, params?: Record<string, string | number>): string;
  }
}

const oneYear = 365 * 24 * 60 * 60;

export function setLangCookie(reply: FastifyReply, lang: Lang, secure: boolean) {
  reply.setCookie(langCookie, lang, { path: '/', sameSite: 'lax', secure, maxAge: oneYear });
}

/**
 * The language of a request: the `lang` cookie when it names one, else English when Accept-Language prefers it to
 * Russian, else Russian, by the rule the web client starts with (`langOfVisit` in contract/src/core/lang.ts). Takes the
 * cookie's value, so it serves before routing too, where the cookie plugin has not parsed the header yet.
 */
export const requestLang = (request: Pick<FastifyRequest, 'headers'>, cookie: string | undefined): Lang =>
  langOfVisit(cookie, acceptedLanguages(request.headers['accept-language'] ?? ''));

export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', defaultLang);
    app.decorateRequest('t', function (this: { lang: Lang }, key: string, params?: Record<string, string | number>) {
      return translate(this.lang, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.lang = requestLang(request, request.cookies[langCookie]);
    });
  },
  { name: 'i18n', dependencies: ['@fastify/cookie'] },
);
