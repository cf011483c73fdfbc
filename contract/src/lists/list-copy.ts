import { z } from 'zod';
import type { Lang } from '../core/common.js';
import { limits } from '../core/limits.js';
import { ListName } from './lists.js';

/**
 * `POST /api/list/{id}/copy`: a new list of the caller's with the source's items (all, or only those not bought yet),
 * named `name` or after the source.
 */
export const CopyListBody = z.object({
  name: ListName.optional(),
  only: z.enum(['all', 'open'], { error: 'validation.copyOnly' }),
});
export type CopyListBody = z.infer<typeof CopyListBody>;

const copyWord: Record<Lang, string> = { ru: 'копия', en: 'copy' };

/**
 * The language a list's name is written in: Cyrillic letters alone are Russian, Latin ones alone English; a name of
 * both, or of neither («2026»), says nothing (undefined).
 */
function nameLang(name: string): Lang | undefined {
  const cyrillic = /\p{Script=Cyrillic}/u.test(name);
  const latin = /\p{Script=Latin}/u.test(name);
  if (cyrillic === latin) return undefined;
  return cyrillic ? 'ru' : 'en';
}

/**
 * A copy's name after its source, cut so that it stays a list name, in the list's own language: «Дача (копия)» and
 * "Dacha (copy)" whichever language the interface speaks; `lang` (the caller's) only for a name that tells none.
 */
export function copyName(source: string, lang: Lang): string {
  const suffix = ` (${copyWord[nameLang(source) ?? lang]})`;
  return `${source.slice(0, limits.listNameMax - suffix.length).trimEnd()}${suffix}`;
}
