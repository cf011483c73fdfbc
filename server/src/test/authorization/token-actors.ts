/** The bearer actors of the authorization matrix (authorization.test.ts) and the answers expected of them. */
import { tokenUse } from '../../plugins/api-tokens.js';
import type { Ctx, Row } from './matrix.js';

/**
 * Bearer actors: API tokens of the owner (docs/api.md, API tokens), their expected answers derived from the owner's:
 * a write token gets what the owner gets on the calls tokens may make, a read token on reads only (not a join), a
 * token limited to another list is refused that list's calls (and making lists and recipes, reaching a recipe by its
 * id, the goods the account keeps at home, and one list's spending), a revoked token is 401 everywhere;
 * every other call is an account call, 403 with any live token.
 */
export const tokenActors = ['readToken', 'writeToken', 'otherListToken', 'revokedToken'] as const;
export type TokenActor = (typeof tokenActors)[number];
/** A stand-in context: enough to see which URL a row calls (a list's, or the user's). */
const someone = { id: 1, username: 'someone', email: 'someone@example.com', password: 'secret', cookie: '' };
const sampleUrl = (row: Row) =>
  row.request({
    f: {
      listId: 1,
      access: 'code',
      itemRowId: 1,
      storeId: 1,
      freshProductId: 1,
      ownProductId: 1,
      formerOwnProductId: 1,
      wishListId: 1,
      wishAccess: 'code',
      wishRowId: 1,
      recipeId: 1,
      receiptId: 1,
    },
    actor: 'owner',
    ac: undefined,
    users: Object.fromEntries(
      ['owner', 'member', 'stranger', 'admin', 'contact', 'oneWay', 'someone'].map((name) => [name, someone]),
    ) as Ctx['users'],
  }).url;

export function tokenStatus(row: Row, actor: TokenActor, owner: number): number {
  if (actor === 'revokedToken') return 401;
  const path = row.route.split(' ')[1] ?? '';
  const use = tokenUse.get(row.route);
  if (use === undefined) return 403;
  if (actor === 'readToken') return use === 'read' ? owner : 403;
  // The body is checked before the list is loaded.
  if (actor === 'otherListToken' && owner !== 400) {
    const url = decodeURIComponent(sampleUrl(row));
    // Making a list or a recipe: neither would be within its reach.
    const makes = row.route === 'POST /api/lists' || row.route === 'POST /api/recipes';
    // The goods the account keeps at home are the account's, not a list's.
    const atHome = path === '/api/recipes/at-home';
    // A list named in the query (`/api/spending?list=`) is one list's call too.
    const named = /[?&]list=\d/.test(url);
    const ofOneList = path.includes(':') || /\/lists\/\d/.test(url) || makes || atHome || named;
    return ofOneList ? 403 : owner;
  }
  return owner;
}
