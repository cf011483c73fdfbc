import { type ListAccess, type ListFacts, listPolicy } from '../basics/lists.policy.js';
import type { ItemsAnswer } from '../items/items.answers.js';

/**
 * Whether the caller's answers of a list carry its money (items' prices, the header's estimate): a member's of a
 * shopping list. A code holder who is no member reads the goods, never what they cost (issue 50).
 */
export const seesMoney = (access: ListAccess<ListFacts>): boolean => listPolicy.allows('readMoney', access);

/** The items answer without its prices: each item's `price` and `lastPrice`, where it has them, are null. */
export function withoutMoney(answer: ItemsAnswer): ItemsAnswer {
  const items = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>[];
  for (const item of items) {
    if ('price' in item) item.price = null;
    if ('lastPrice' in item) item.lastPrice = null;
  }
  return { body: Buffer.from(JSON.stringify(items)), version: answer.version };
}
