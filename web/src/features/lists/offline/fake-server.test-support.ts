import type { AddItemBody, ListItem, ListKind, ReceiptBody, UpdateItemBody } from '@listok/contract';
import { ApiError } from '../../../lib/api/api';
import { good, plainEntry } from '../shared/list-item.test-support';
import { advancedDue, type ItemChange, type QueuedChange, type QueuedRecipe, type RefusedChange } from './changes';
import type { ChangeStore, ItemsApi } from './send-changes';

const refusal = (status: number, code: string) => new ApiError(status, { status, code, message: code });

/**
 * One list (of `kind`) on a server that keeps the contract's rules: toggling marks, completed items refuse edits and
 * deletes, a closed list refuses everything, adding a product twice is ITEM_EXISTS, only a to-do has an assignee, a
 * due and a repeat, and a repeated Idempotency-Key gets the first answer without a second change. `offline` makes
 * every call fail as a lost network would.
 */
export class FakeServer implements ItemsApi {
  items_: ListItem[];
  active = true;
  /** The owner deleted the list (or the user was removed from it): every call is 404. */
  deleted = false;
  offline = false;
  /** How many times the items were read. */
  reads = 0;
  /** The shop the user is in now (`PUT here`), and the shop of each tick as the server's trigger records it. */
  hereStore: number | null = null;
  readonly tickedAt: { rowId: number; store: number | null }[] = [];
  readonly keys: string[] = [];
  /** The recipes put on the list, in the order they arrived. */
  readonly recipes: QueuedRecipe[] = [];
  private readonly answers = new Map<string, unknown>();
  private nextId = 100;

  constructor(
    items: ListItem[],
    readonly kind: ListKind = 'shopping',
  ) {
    this.items_ = items;
  }

  private reach() {
    if (this.offline) throw new ApiError(0, null);
    if (this.deleted) throw refusal(404, 'NOT_FOUND');
  }

  private write<T>(key: string, run: () => T): T {
    this.reach();
    this.keys.push(key);
    if (this.answers.has(key)) {
      const kept = this.answers.get(key);
      if (kept instanceof ApiError) throw kept;
      return structuredClone(kept) as T;
    }
    try {
      const answer = run();
      this.answers.set(key, structuredClone(answer));
      return answer;
    } catch (error) {
      this.answers.set(key, error);
      throw error;
    }
  }

  private row(rowId: number): ListItem {
    if (!this.active) throw refusal(409, 'LIST_CLOSED');
    const found = this.items_.find((i) => i.id === rowId);
    if (!found) throw refusal(404, 'NOT_FOUND');
    return found;
  }

  async items() {
    this.reads += 1;
    this.reach();
    return structuredClone(this.items_);
  }

  async add(_listId: number, body: AddItemBody, key: string) {
    const productId = body.item;
    return this.write(key, () => {
      if (!this.active) throw refusal(409, 'LIST_CLOSED');
      if (this.items_.some((i) => i.itemId === productId)) throw refusal(409, 'ITEM_EXISTS');
      const added = good(this.nextId++, `product ${productId}`, {
        itemId: productId,
        ...(body.amount !== undefined ? { amount: body.amount } : {}),
        ...(body.unit !== undefined ? { unit: body.unit } : {}),
        ...(body.price !== undefined ? { price: body.price } : {}),
      });
      this.items_.push(added);
      return structuredClone(added);
    });
  }

  async create(_listId: number, body: { name: string }, key: string) {
    return this.write(key, () => {
      if (!this.active) throw refusal(409, 'LIST_CLOSED');
      const added = good(this.nextId++, body.name, { itemId: 9000 + this.nextId });
      this.items_.push(added);
      return structuredClone(added);
    });
  }

  /** A plain entry, as `add-text` adds one line: none when its text is on the list (open) already. */
  async entry(_listId: number, text: string, key: string) {
    return this.write(key, () => {
      if (!this.active) throw refusal(409, 'LIST_CLOSED');
      if (this.items_.some((i) => i.name.toLowerCase() === text.toLowerCase())) return undefined;
      const added = plainEntry(this.kind, this.nextId++, text);
      this.items_.push(added);
      return structuredClone(added);
    });
  }

  async update(rowId: number, body: UpdateItemBody, key: string) {
    return this.write(key, () => {
      const row = this.row(rowId);
      if (row.completed) throw refusal(409, 'ITEM_COMPLETED');
      const { assignee, due, repeat } = body;
      if (row.kind !== 'todo' && [assignee, due, repeat].some((field) => field !== undefined))
        throw refusal(400, 'VALIDATION_FAILED');
      if (body.name !== undefined) row.name = body.name;
      if (row.kind === 'todo') {
        if (assignee !== undefined)
          row.assignee = assignee === null ? null : { id: assignee, username: `user ${assignee}` };
        if (due !== undefined) row.due = due;
        if (due === null) row.repeat = null;
        if (repeat !== undefined) row.repeat = repeat;
      }
      if (body.amount !== undefined) row.amount = body.amount;
      if (body.unit !== undefined) row.unit = body.unit;
      if (body.link !== undefined) row.link = body.link;
      if (body.note !== undefined) row.note = body.note;
      return structuredClone(row);
    });
  }

  async mark(rowId: number, key: string) {
    return this.write(key, () => {
      const row = this.row(rowId);
      // A repeating to-do moves on to its next due and stays open (listok_mark_item).
      if (!row.completed) this.tickedAt.push({ rowId, store: this.hereStore });
      if (row.kind === 'todo' && row.repeat && row.due && !row.completed) row.due = advancedDue(row.due, row.repeat);
      else row.completed = !row.completed;
      if (!row.completed && row.kind === 'shopping') row.price = null;
      return structuredClone(this.items_);
    });
  }

  async here(_listId: number, store: number | null, key: string) {
    this.write(key, () => {
      if (!this.active) throw refusal(409, 'LIST_CLOSED');
      this.hereStore = store;
    });
  }

  /** The receipts recorded, in the order they arrived. */
  readonly receipts: ReceiptBody[] = [];

  async receipt(_listId: number, body: ReceiptBody, key: string) {
    this.write(key, () => {
      if (!this.active) throw refusal(409, 'LIST_CLOSED');
      this.receipts.push(body);
    });
  }

  /** A ticked good's price; an open one is refused, as the server's ITEM_NOT_BOUGHT. */
  async price(rowId: number, price: number | null, key: string) {
    return this.write(key, () => {
      const row = this.row(rowId);
      if (!row.completed || row.kind !== 'shopping') throw refusal(409, 'ITEM_NOT_BOUGHT');
      row.price = price;
      return structuredClone(row);
    });
  }

  /** A recipe's goods: one new item named after it (the server matches its lines; this fake needs none). */
  async recipe(_listId: number, body: QueuedRecipe, key: string) {
    return this.write(key, () => {
      if (!this.active) throw refusal(409, 'LIST_CLOSED');
      this.recipes.push(body);
      const item = good(this.nextId++, `Рецепт ${body.recipe}`);
      this.items_ = [...this.items_, item];
      return [structuredClone(item)];
    });
  }

  async remove(_listId: number, rowId: number, key: string) {
    return this.write(key, () => {
      const row = this.row(rowId);
      if (row.completed) throw refusal(409, 'ITEM_COMPLETED');
      this.items_ = this.items_.filter((i) => i !== row);
      return structuredClone(this.items_);
    });
  }
}

/** The queue kept in memory, as IndexedDB keeps it in the browser. */
export class MemoryStore implements ChangeStore {
  readonly changes = new Map<number, QueuedChange>();
  readonly refused: RefusedChange[] = [];

  async list(user: string) {
    return [...this.changes.values()].filter((c) => c.user === user).sort((a, b) => a.seq - b.seq);
  }
  async put(entry: QueuedChange) {
    this.changes.set(entry.seq, structuredClone(entry));
  }
  async remove(seq: number) {
    this.changes.delete(seq);
  }
  async refuse(refused: RefusedChange) {
    this.refused.push(refused);
  }
}

/** The user whose queue the tests fill and send. */
export const queueUser = 'anna';
let lastSeq = 0;

/** Puts a change in the user's queue, made now, with a key of its own (`key-N`). */
export async function queue(store: MemoryStore, change: ItemChange, name = 'item'): Promise<QueuedChange> {
  lastSeq += 1;
  const entry: QueuedChange = { seq: lastSeq, id: `key-${lastSeq}`, user: queueUser, name, change };
  await store.put(entry);
  return entry;
}
