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

/** A copy's name after its source, «Дача (копия)» / "Дача (copy)", cut so that it stays a list name. */
export function copyName(source: string, lang: Lang): string {
  const suffix = ` (${copyWord[lang]})`;
  return `${source.slice(0, limits.listNameMax - suffix.length).trimEnd()}${suffix}`;
}
