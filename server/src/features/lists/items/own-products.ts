import type { Lang } from '@listok/contract';
import type { Executor } from '../../../db/client.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { assertDailyQuota } from '../basics/quotas.js';
import * as items from './items.repo.js';

/**
 * The product a member means by a name they typed: one they can already pick (reused rather than duplicated in the
 * vocabulary), one they deleted (given back, so a list that kept it gets no twin), or a new one of theirs (within the
 * daily quota).
 */
export async function productNamed(
  tx: Executor,
  member: SessionUser,
  lang: Lang,
  fields: { name: string; details?: string | undefined; link?: string | undefined },
  perDay: number,
): Promise<items.ProductRow> {
  const known = await items.findVisibleProductByName(tx, fields.name, lang, member.id);
  if (known) return known;
  const deleted = await items.reclaimDeletedProduct(tx, fields.name, lang, member.id);
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
