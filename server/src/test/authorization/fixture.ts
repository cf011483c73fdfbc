import type { FastifyInstance } from 'fastify';
import {
  linkPages,
  listItems,
  listRecipes,
  receiptShares,
  receipts,
  recipePictures,
  recipes,
} from '../../db/schema.js';
import { setUserRole } from '../../features/auth/auth.repo.js';
import { addContact, call, createList, productId, signUp } from '../factories.js';
import type { Ctx, Fixture, State } from './matrix.js';

/**
 * A list of the owner's in the state, with the member, a good, an own product, a shop, a wish list alike, and a
 * recipe of the owner's put on the list (authorization.test.ts, dav-authorization.test.ts).
 */
export async function buildListFixture(app: FastifyInstance, users: Ctx['users'], state: State): Promise<Fixture> {
  const { owner, member } = users;
  const list = await createList(app, owner, `Matrix ${state}`);
  await call(app, member, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
  const item = await call(app, owner, 'POST', `/api/list/${list.id}/add`, { item: await productId(app, 'Milk') });
  const own = await call(app, owner, 'POST', `/api/list/${list.id}/item/user-create`, {
    name: `Own ${state} ${list.id}`,
  });
  const former = await call(app, owner, 'POST', `/api/list/${list.id}/item/user-create`, {
    name: `Former ${state} ${list.id}`,
  });
  await call(app, users.admin, 'PATCH', `/api/item/${former.body.itemId}/common`);
  const store = await call(app, owner, 'POST', `/api/list/${list.id}/stores`, { name: 'Ашан' });
  // The good's thumbnail, as read from a link's page (features/lists/links).
  await app.db.insert(linkPages).values({
    itemId: item.body.id,
    link: 'https://shop.example/milk',
    readAt: new Date(),
    pictureType: 'image/gif',
    picture: Buffer.from('GIF89a'),
    pictureVersion: 'm1',
  });
  if (state !== 'active-open') await call(app, owner, 'PATCH', `/api/list-item/mark/${item.body.id}`);
  if (state === 'closed') await call(app, owner, 'PATCH', `/api/list/${list.id}/close`);
  const wishes = (await call(app, owner, 'POST', '/api/lists', { name: `Wishes ${state}`, kind: 'wishlist' })).body;
  await call(app, member, 'GET', `/api/list/${wishes.id}/join?ac=${wishes.access}`);
  // Written straight away: pastes are limited to a few a minute, and the matrix makes hundreds of fixtures.
  const [wish] = await app.db
    .insert(listItems)
    .values({ listId: wishes.id, productId: null, name: 'Наушники', amount: null, unitId: null, addedBy: owner.id })
    .returning();
  if (!wish) throw new Error('no wish');
  if (state !== 'active-open') await call(app, owner, 'PATCH', `/api/list-item/mark/${wish.id}`);
  if (state === 'closed') await call(app, owner, 'PATCH', `/api/list/${wishes.id}/close`);
  // A recipe of the owner's (written straight away, as the wish is).
  const [recipe] = await app.db
    .insert(recipes)
    .values({ ownerId: owner.id, name: 'Блины', ingredients: ['200 г муки', 'щепотка соли'] })
    .returning();
  if (!recipe) throw new Error('no recipe');
  // Its picture read (as the background reader keeps it).
  await app.db.insert(recipePictures).values({
    recipeId: recipe.id,
    image: 'https://cook.example/bliny.gif',
    readAt: new Date(),
    pictureType: 'image/gif',
    picture: Buffer.from('GIF89a'),
    pictureVersion: 'm1',
  });
  // On the list (as `POST /api/list/{id}/recipe` puts it there): its members read it, and may take it back.
  await app.db.insert(listRecipes).values({ listId: list.id, recipeId: recipe.id, addedBy: owner.id });
  // A receipt of the owner's, shared with the member (written straight away: the list may be closed by now).
  const [receipt] = await app.db
    .insert(receipts)
    .values({ listId: list.id, authorId: owner.id, payerId: owner.id, total: 124_050, paidAt: new Date() })
    .returning();
  if (!receipt) throw new Error('no receipt');
  await app.db.insert(receiptShares).values([
    { receiptId: receipt.id, userId: owner.id, factor: '1' },
    { receiptId: receipt.id, userId: member.id, factor: '1' },
  ]);
  return {
    recipeId: recipe.id,
    receiptId: receipt.id,
    wishListId: wishes.id,
    wishAccess: wishes.access,
    wishRowId: wish.id,
    listId: list.id,
    access: list.access,
    itemRowId: item.body.id,
    storeId: store.body.id,
    freshProductId: await productId(app, 'Bananas'),
    ownProductId: own.body.itemId,
    formerOwnProductId: former.body.itemId,
  };
}

/**
 * The matrices' people: the owner, a member, a stranger and an admin; `contact` and the owner in each other's
 * contacts, `oneWay` in the owner's only, and `someone` the target of contact changes.
 */
export async function matrixUsers(app: FastifyInstance): Promise<Ctx['users']> {
  const [owner, member, stranger, admin, contact, oneWay, someone] = await Promise.all(
    // Their addresses wait for the link mailed at sign-up (account-rows.ts "send again").
    Array.from({ length: 7 }, () => signUp(app, {}, { confirmed: false })),
  );
  const users = {
    owner: owner!,
    member: member!,
    stranger: stranger!,
    admin: admin!,
    contact: contact!,
    oneWay: oneWay!,
    someone: someone!,
  };
  await setUserRole(app.db, users.admin.username, 'admin');
  await addContact(app, users.owner, users.contact);
  await addContact(app, users.contact, users.owner);
  await addContact(app, users.owner, users.oneWay);
  return users;
}
