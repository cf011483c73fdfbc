import type { Lang } from '@listok/contract';
import type { Executor } from '../../../db/client.js';
import { foldLookAlikes } from '../../../lib/look-alikes/look-alikes.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { assertDailyQuota } from '../basics/quotas.js';
import * as items from './items.repo.js';

/**
 * The product a member means by a name they typed: one they can already pick (reused rather than duplicated in the
 * vocabulary), one they deleted (given back, so a list that kept it gets no twin), or a new one of theirs (within the
 * daily quota). The name is matched as a paste's line is (`foldName`, look-alike letters of the other script as the
 * word's own: «Ｍолоко», «Молоко́» are «Молоко»); a new product keeps it as typed.
 */
export async function productNamed(
  tx: Executor,
  member: SessionUser,
  lang: Lang,
  fields: { name: string; details?: string | undefined; link?: string | undefined },
  perDay: number,
): Promise<items.ProductRow> {
  const matched = foldLookAlikes(fields.name, lang === 'ru' ? 'cyrillic' : 'latin');
  const known = await items.findVisibleProductByName(tx, matched, lang, member.id);
  if (known) return known;
  const deleted = await items.reclaimDeletedProduct(tx, matched, lang, member.id);
  if (deleted) return deleted;
  await assertDailyQuota(tx, 'products', member.id, perDay);
  return items.createOwnProduct(tx, {
    name: fields.name,
    details: fields.details ?? '',
    link: fields.link || null,
    ownerId: member.id,
    unitId: await items.defaultUnitId(tx),
  });
}
