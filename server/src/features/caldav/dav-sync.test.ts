import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { appPassword, basic, davRequest } from '../../test/dav-client.js';
import { addItem, call, createList, listWithMember, signUp, type TestUser } from '../../test/factories.js';
import { purgeSyncStates } from './dav-sync.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const syncBody = (token: string) =>
  `<?xml version="1.0" encoding="utf-8"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`;

/** A sync-collection of the list: its status, the hrefs answered with an ETag, those gone, and the new token. */
async function sync(user: TestUser, auth: string, listId: number, token = '', host?: string) {
  const url = `/dav/calendars/${user.id}/${listId}/`;
  const answer = await davRequest(t.app, 'REPORT', url, auth, syncBody(token), host ? { host } : {});
  const responses = [...answer.body.matchAll(/<d:response>(.*?)<\/d:response>/g)].map((match) => match[1] ?? '');
  const name = (inner: string) => decodeURIComponent(/<d:href>[^<]*\/([^/<]+)<\/d:href>/.exec(inner)?.[1] ?? '');
  return {
    status: answer.statusCode,
    body: answer.body,
    changed: responses.filter((inner) => inner.includes('<d:getetag>')).map(name),
    gone: responses.filter((inner) => inner.includes('404 Not Found') && !inner.includes('<d:prop>')).map(name),
    token: /<d:sync-token>([^<]+)<\/d:sync-token>/.exec(answer.body)?.[1] ?? '',
  };
}

describe('sync-collection (RFC 6578)', () => {
  it('answers everything first, then only what changed, and each item gone as a 404', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Продукты');
    const milk = await addItem(t.app, anna, list.id, 'Milk');
    const bread = await addItem(t.app, anna, list.id, 'Bread');
    const auth = basic(anna.username, await appPassword(t.app, anna));

    const first = await sync(anna, auth, list.id);
    expect(first.status).toBe(207);
    expect(first.changed).toEqual([`${milk.id}.ics`, `${bread.id}.ics`]);
    expect(first.token).toMatch(/^urn:listok:sync:\d+:\d+-[0-9a-f]{12}$/);

    // Nothing changed: nothing is answered, and the token stays.
    const same = await sync(anna, auth, list.id, first.token);
    expect(same).toMatchObject({ status: 207, changed: [], gone: [], token: first.token });

    await call(t.app, anna, 'PATCH', `/api/list-item/mark/${bread.id}`);
    const ticked = await sync(anna, auth, list.id, first.token);
    expect(ticked).toMatchObject({ changed: [`${bread.id}.ics`], gone: [] });
    expect(ticked.token).not.toBe(first.token);

    const eggs = await addItem(t.app, anna, list.id, 'Eggs');
    expect((await call(t.app, anna, 'POST', `/api/list/${list.id}/remove/${milk.id}`)).status).toBe(200);
    const later = await sync(anna, auth, list.id, ticked.token);
    expect(later).toMatchObject({ changed: [`${eggs.id}.ics`], gone: [`${milk.id}.ics`] });
    // An older token still answers everything since it, in one go.
    expect(await sync(anna, auth, list.id, first.token)).toMatchObject({
      changed: [`${bread.id}.ics`, `${eggs.id}.ics`],
      gone: [`${milk.id}.ics`],
      token: later.token,
    });
  });

  it('gives a new token when the list is renamed, and the collection names its token and the report', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Дача');
    const auth = basic(anna.username, await appPassword(t.app, anna));
    const first = await sync(anna, auth, list.id);
    await call(t.app, anna, 'PATCH', `/api/list/${list.id}`, { name: 'Дача у озера' });
    const renamed = await sync(anna, auth, list.id, first.token);
    expect(renamed).toMatchObject({ status: 207, changed: [], gone: [] });
    expect(renamed.token).not.toBe(first.token);
    const props = await davRequest(
      t.app,
      'PROPFIND',
      `/dav/calendars/${anna.id}/${list.id}/`,
      auth,
      '<d:propfind xmlns:d="DAV:"><d:prop><d:sync-token/><d:supported-report-set/></d:prop></d:propfind>',
      { depth: '0' },
    );
    expect(props.body).toContain(`<d:sync-token>${renamed.token}</d:sync-token>`);
    expect(props.body).toContain('<d:report><d:sync-collection/></d:report>');
  });

  it('refuses a token it does not know, or of another list, with valid-sync-token (the client syncs afresh)', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Продукты');
    const other = await createList(t.app, anna, 'Дом');
    const auth = basic(anna.username, await appPassword(t.app, anna));
    const otherToken = (await sync(anna, auth, other.id)).token;
    for (const token of ['http://example.com/ns/sync/1', `urn:listok:sync:${list.id}:999-abc`, otherToken]) {
      const answer = await sync(anna, auth, list.id, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('<d:valid-sync-token/>');
    }
  });

  it('keeps a few states per app password, so that no client pushes out another’s, whatever host it names', async () => {
    const { owner: anna, member: boris, list } = await listWithMember(t.app);
    const phone = basic(anna.username, await appPassword(t.app, anna));
    const laptop = basic(boris.username, await appPassword(t.app, boris));
    const kept = (await sync(boris, laptop, list.id)).token;
    const firstHost = (await sync(anna, phone, list.id, '', 'h0.example')).token;
    for (let host = 1; host < 20; host += 1) await sync(anna, phone, list.id, '', `h${host}.example`);

    expect(await states(list.id)).toBe(3 + 1);
    await addItem(t.app, anna, list.id, 'Milk');
    expect(await sync(boris, laptop, list.id, kept)).toMatchObject({ status: 207, changed: [expect.any(String)] });
    expect((await sync(anna, phone, list.id, firstHost, 'h0.example')).status).toBe(403);
    // A token is its own app password's: another's client cannot use it.
    expect((await sync(anna, phone, list.id, kept)).status).toBe(403);
  });

  it('keeps at most 50 states of a list, and none older than 30 days after the maintenance', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Продукты');
    const passwords = [];
    for (let device = 0; device < 18; device += 1) passwords.push(basic(anna.username, await appPassword(t.app, anna)));
    const first = await sync(anna, passwords[0]!, list.id, '', 'h0.example');
    for (const auth of passwords) {
      for (const host of ['h1.example', 'h2.example', 'h3.example']) await sync(anna, auth, list.id, '', host);
    }
    expect(await states(list.id)).toBe(50);
    await addItem(t.app, anna, list.id, 'Milk');
    expect((await sync(anna, passwords[0]!, list.id, first.token, 'h0.example')).status).toBe(403);
    await t.app.db.execute(
      sql`update dav_sync_states set made_at = now() - interval '31 days' where list_id = ${list.id}`,
    );
    await purgeSyncStates(t.app.db);
    expect(await states(list.id)).toBe(0);
  });
});

const states = async (listId: number) =>
  rowsOf<{ count: number }>(
    await t.app.db.execute(sql`select count(*)::int as count from dav_sync_states where list_id = ${listId}`),
  )[0]?.count;
