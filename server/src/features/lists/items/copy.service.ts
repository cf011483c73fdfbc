import { type CopyListBody, copyName, type Lang } from '@listok/contract';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { listItems, products } from '../../../db/schema.js';
import { assertTokenReachesAll } from '../../../plugins/api-tokens.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListJoined } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import * as repo from '../basics/lists.repo.js';
import { assertDailyQuota } from '../basics/quotas.js';
import { copyKnownPrices } from '../prices/prices.repo.js';
import { productNamed } from './own-products.js';

interface CopyOf {
  from: number;
  to: number;
  copier: SessionUser;
  lang: Lang;
  onlyOpen: boolean;
  ownProductsPerDay: number;
}

/**
 * The source's items on the new list, in their order, none bought; answers how many. A good the copier cannot see
 * (another member's own product, or a deleted one) becomes the copier's own product of its name (`productNamed`:
 * one they have, one they deleted given back, or a new one within the daily quota), so the copy keeps nothing of
 * anyone else's vocabulary; goods that come out as one product are copied once, the first of them.
 */
async function copyItems(tx: Executor, { from, to, copier, lang, onlyOpen, ownProductsPerDay }: CopyOf) {
  const source = await tx
    .select({
      productId: listItems.productId,
      entry: listItems.name,
      amount: listItems.amount,
      unitId: listItems.unitId,
      link: listItems.link,
      note: listItems.note,
      dueAt: listItems.dueAt,
      dueDay: listItems.dueDay,
      repeat: listItems.repeat,
      repeatDay: listItems.repeatDay,
      common: products.common,
      ownerId: products.ownerId,
      name: lang === 'en' ? products.nameEn : products.nameRu,
      details: products.details,
      productLink: products.link,
    })
    .from(listItems)
    .leftJoin(products, eq(products.id, listItems.productId))
    .where(and(eq(listItems.listId, from), onlyOpen ? not(listItems.completed) : undefined))
    .orderBy(asc(listItems.addedAt), asc(listItems.id));
  if (source.length === 0) return 0;
  const rows = [];
  for (const item of source) {
    const { amount, unitId, link, note } = item;
    if (item.productId === null) {
      // A plain entry is copied as it is: it is nobody's product. A to-do keeps its due and repeat, not its doer.
      const { dueAt, dueDay, repeat, repeatDay } = item;
      rows.push({
        ...{ listId: to, productId: null, name: item.entry, amount, unitId, link, note, addedBy: copier.id },
        ...{ dueAt, dueDay, repeat, repeatDay },
      });
      continue;
    }
    const visible = item.common || item.ownerId === copier.id;
    const { name, details, productLink } = item;
    const productId =
      visible || name === null
        ? item.productId
        : (
            await productNamed(
              tx,
              copier,
              lang,
              { name, details: details ?? '', link: productLink ?? undefined },
              ownProductsPerDay,
            )
          ).id;
    rows.push({ listId: to, productId, amount, unitId, link, note, addedBy: copier.id });
  }
  const added = await tx
    .insert(listItems)
    .values(rows)
    .onConflictDoNothing({ target: [listItems.listId, listItems.productId] })
    .returning({ id: listItems.id });
  return added.length;
}

/**
 * The source's shops on the new list, with their arranged orders, and the copied goods tied to them as on the source
 * (a good matched by its product, an entry by its text). A good that became the copier's own product (above) is had at
 * any shop. The order learned from ticks stays the source's: the new list learns its own.
 */
async function copyStores(tx: Executor, from: number, to: number) {
  await tx.execute(sql`
    insert into list_stores (list_id, name) select ${to}, name from list_stores where list_id = ${from} order by id`);
  const same = sql`ns.list_id = ${to} and os.list_id = ${from} and lower(ns.name) = lower(os.name)`;
  await tx.execute(sql`
    insert into list_store_order (store_id, category_id, position)
    select ns.id, o.category_id, o.position
    from list_store_order o join list_stores os on os.id = o.store_id join list_stores ns on ${same}`);
  await tx.execute(sql`
    insert into list_item_stores (item_id, store_id)
    select n.id, ns.id
    from list_item_stores t
    join list_items o on o.id = t.item_id
    join list_stores os on os.id = t.store_id
    join list_stores ns on ${same}
    join list_items n on n.list_id = ${to}
      and (n.product_id = o.product_id or (o.product_id is null and n.product_id is null and n.name = o.name))
    on conflict do nothing`);
}

/**
 * Copying a list: the same goods and shops on a new list of the caller's (a member of the source, within the day's
 * quota of lists), for the next shopping; the new list and how many items it has. The copier's My lists show it.
 */
export async function copyList(
  app: FastifyInstance,
  listId: number,
  user: SessionUser,
  asked: CopyListBody,
  lang: Lang,
): Promise<{ list: repo.ListRow; itemCount: number }> {
  assertTokenReachesAll(user);
  const copied = await app.db.transaction(async (tx) => {
    const access = await loadListAccess(tx, listId, user, undefined);
    listPolicy.assertCan('copy', access);
    await assertDailyQuota(tx, 'lists', user.id, app.config.quotas.listsPerDay);
    const name = asked.name ?? copyName(access.list.name, lang);
    // Its prices are the source's, in its currency.
    const list = await repo.createList(tx, user.id, name, access.list.kind, access.list.currency);
    const itemCount = await copyItems(tx, {
      from: access.list.id,
      to: list.id,
      copier: user,
      lang,
      onlyOpen: asked.only === 'open',
      ownProductsPerDay: app.config.quotas.ownProductsPerDay,
    });
    await copyStores(tx, access.list.id, list.id);
    // The goods' last prices come along as knowledge of them; the receipts and purchases stay the source's.
    if (access.list.kind === 'shopping') await copyKnownPrices(tx, access.list.id, list.id);
    return { list, itemCount };
  });
  await publishListJoined(app, user.id, copied.list.id);
  return copied;
}
