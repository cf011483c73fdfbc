/** What the suggestions' tests share (suggestions.test.ts, suggestions.rules.test.ts): the call, as a member reads it. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type TestUser } from '../../../test/factories.js';

export interface SuggestionAnswer {
  id: number;
  name: string;
  name_ru: string;
  name_en: string;
  reason: string;
}

/** The list's suggestions for `user`, in `lang`; the call must succeed. */
export async function suggestionsOf(
  app: FastifyInstance,
  user: TestUser,
  listId: number,
  lang: 'ru' | 'en' = 'en',
): Promise<SuggestionAnswer[]> {
  const { status, body } = await call(app, user, 'GET', `/api/list/${listId}/suggestions`, undefined, lang);
  expect(status).toBe(200);
  return body as SuggestionAnswer[];
}
