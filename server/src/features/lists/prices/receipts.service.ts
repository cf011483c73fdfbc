import {
  type Balance,
  balancesOf,
  priceWithinMax,
  type Receipt,
  type ReceiptBody,
  type ReceiptChangeBody,
  readReceiptQr,
  type Settlement,
  type SettlementBody,
  settleUp,
} from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import { zoneOf } from '../items/items.answers.js';
import { storeNamed } from '../shopping/stores.repo.js';
import * as repo from './receipts.repo.js';

/** A refusal of a field of the body (400, naming the field). */
const badField = (field: string, key: string) => new AppError('VALIDATION_FAILED', { fields: { [field]: key } });

/**
 * A shopping list's receipts, balances and settlements (docs/api.md, "Money"): its members read them (a read token
 * too); members of an active list record and change them. A change is a header event, so that the others' screens
 * read the money again.
 */
export function receiptsService(app: FastifyInstance) {
  const { db } = app;

  /** The list read by a member who may read its money. */
  async function reading(listId: number, user: SessionUser | null) {
    const access = await loadListAccess(db, listId, user, undefined);
    return { listId: access.list.id, member: listPolicy.assertCan('readMoney', access), list: access.list };
  }

  /** The list locked for a change of its money, by a member who may keep it. */
  async function keeping(tx: Executor, listId: number, user: SessionUser | null) {
    const access = await loadListAccess(tx, listId, user, undefined, 'no key update');
    return { listId: access.list.id, member: listPolicy.assertCan('keepMoney', access), list: access.list };
  }

  /** Checks a receipt's payer, shares, shop and total against the list; 400 naming the field otherwise. */
  async function assertFits(
    tx: Executor,
    listId: number,
    currency: string,
    body: Pick<ReceiptChangeBody, 'payer' | 'shares' | 'store' | 'total'>,
  ) {
    if (body.total !== undefined && !priceWithinMax(body.total, currency)) throw badField('total', 'validation.price');
    if (body.store !== undefined && body.store !== null && !(await storeNamed(tx, listId, body.store))) {
      throw badField('store', 'validation.stores');
    }
    if (body.payer === undefined && body.shares === undefined) return;
    const members = new Set(await repo.memberIds(tx, listId));
    if (body.payer !== undefined && !members.has(body.payer)) throw badField('payer', 'validation.payer');
    if (body.shares?.some((share) => !members.has(share.user))) throw badField('shares', 'validation.shares');
  }

  async function answer(listId: number, receiptId: number, user: SessionUser): Promise<Receipt> {
    const receipt = await repo.receiptById(db, listId, receiptId, zoneOf(user));
    if (!receipt) throw notFound();
    return receipt;
  }

  return {
    async receipts(listId: number, user: SessionUser | null): Promise<Receipt[]> {
      const { listId: id, member } = await reading(listId, user);
      return repo.receiptsOf(db, id, zoneOf(member));
    },

    /**
     * Records a receipt: read from its QR code (its total and time are the code's; the same receipt twice on a list is
     * 409) or typed. The payer is the caller unless named; the shares are the list's members equally unless given.
     */
    async createReceipt(listId: number, user: SessionUser | null, body: ReceiptBody): Promise<Receipt> {
      const { id, member } = await db.transaction(async (tx) => {
        const { listId: id, member, list } = await keeping(tx, listId, user);
        const qr = body.qr === undefined ? undefined : readReceiptQr(body.qr);
        if (qr === null) throw new AppError('RECEIPT_UNREADABLE');
        // A fiscal QR code is a Russian receipt's: its sum is in roubles.
        if (qr && list.currency !== 'RUB') throw badField('qr', 'validation.receiptRoubles');
        const total = qr?.total ?? body.total ?? 0;
        await assertFits(tx, id, list.currency, { ...body, total });
        if (qr && (await repo.hasFiscal(tx, id, qr.fiscal))) throw new AppError('RECEIPT_EXISTS');
        const shares = body.shares ?? (await repo.memberIds(tx, id)).map((user) => ({ user, factor: 1 }));
        const receipt = {
          listId: id,
          authorId: member.id,
          payerId: body.payer ?? member.id,
          total,
          at: qr?.at ?? body.at,
          timeZone: zoneOf(member),
          storeId: body.store ?? null,
          fiscal: qr?.fiscal ?? null,
        };
        return { id: await repo.insertReceipt(tx, receipt, shares), member };
      });
      await publishListChange(app, listId, 'header');
      return answer(listId, id, member);
    },

    /** Changes a receipt's payer, shares or shop, and a typed one's total and time. */
    async changeReceipt(
      listId: number,
      receiptId: number,
      user: SessionUser | null,
      change: ReceiptChangeBody,
    ): Promise<Receipt> {
      const member = await db.transaction(async (tx) => {
        const { listId: id, member, list } = await keeping(tx, listId, user);
        const receipt = await repo.receiptById(tx, id, receiptId, zoneOf(member));
        if (!receipt) throw notFound();
        if (receipt.fiscal && (change.total !== undefined || change.at !== undefined)) {
          throw new AppError('RECEIPT_FISCAL');
        }
        await assertFits(tx, id, list.currency, change);
        const { total, at, store: storeId, payer: payerId } = change;
        await repo.updateReceipt(tx, receiptId, { total, at, storeId, payerId }, zoneOf(member));
        if (change.shares) await repo.setShares(tx, receiptId, change.shares);
        return member;
      });
      await publishListChange(app, listId, 'header');
      return answer(listId, receiptId, member);
    },

    /** Deletes a receipt: its author only. */
    async deleteReceipt(listId: number, receiptId: number, user: SessionUser | null): Promise<void> {
      await db.transaction(async (tx) => {
        const { listId: id, member } = await keeping(tx, listId, user);
        const receipt = await repo.receiptById(tx, id, receiptId, zoneOf(member));
        if (!receipt) throw notFound();
        if (receipt.author !== member.id) {
          throw new AppError('AUTHOR_ONLY', { messageKey: 'moneyErrors.AUTHOR_ONLY' });
        }
        await repo.deleteReceipt(tx, receiptId);
      });
      await publishListChange(app, listId, 'header');
    },

    /** The fewest transfers that settle the list's receipts, less the debts paid back (contract `settleUp`). */
    async balances(listId: number, user: SessionUser | null): Promise<Balance[]> {
      const { listId: id } = await reading(listId, user);
      const { receipts, settlements } = await repo.ledgerOf(db, id);
      return settleUp(balancesOf(receipts, settlements));
    },

    /** Records a debt paid back between two people of the list's money (members, or who still owes or is owed). */
    async settle(listId: number, user: SessionUser | null, body: SettlementBody): Promise<Settlement> {
      const settlement = await db.transaction(async (tx) => {
        const { listId: id, member, list } = await keeping(tx, listId, user);
        if (!priceWithinMax(body.amount, list.currency)) throw badField('amount', 'validation.price');
        const people = await repo.moneyPeople(tx, id);
        if (!people.has(body.from)) throw badField('from', 'validation.payer');
        if (!people.has(body.to)) throw badField('to', 'validation.payer');
        return repo.insertSettlement(tx, { listId: id, ...body, authorId: member.id }, zoneOf(member));
      });
      await publishListChange(app, listId, 'header');
      return settlement;
    },
  };
}
