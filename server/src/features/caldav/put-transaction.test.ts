import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { appPassword, basic, davRequest } from '../../test/dav-client.js';
import { call, createList, signUp } from '../../test/factories.js';

// A calendar app's PUT of an item the list has is one transaction (backend/put-object.ts): the list locked, the item
// read under that lock, the app's VTODO written onto it, all or nothing.

let t: TestApp;
/** The statements sent, while a test records them. */
let sent: string[] | undefined;
/** A statement matching this fails (the database gone half way through a write). */
let failing: RegExp | undefined;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onStatement: (query) => {
        if (failing?.test(query)) throw new Error('the database went away');
        sent?.push(query);
      },
    },
  );
});
afterAll(() => t.close());

/** A ticked to-do, its href, and its calendar object opened again with a note, as an app writes it. */
async function reopenedWithNote() {
  const anna = await signUp(t.app);
  const list = await createList(t.app, anna, 'Дом');
  await call(t.app, anna, 'PATCH', `/api/list/${list.id}`, { kind: 'todo' });
  const [bins] = (await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'Вынести мусор' })).body
    .added;
  await call(t.app, anna, 'PATCH', `/api/list-item/mark/${bins.id}`);
  const auth = basic(anna.username, await appPassword(t.app, anna));
  const href = `/dav/calendars/${anna.id}/${list.id}/${bins.id}.ics`;
  const got = await davRequest(t.app, 'GET', href, auth);
  const body = got.body
    .replace('STATUS:COMPLETED', 'STATUS:NEEDS-ACTION')
    .replace('END:VTODO', 'DESCRIPTION:синий пакет\r\nEND:VTODO');
  const put = () =>
    davRequest(t.app, 'PUT', href, auth, body, { 'content-type': 'text/calendar', 'if-match': `${got.headers.etag}` });
  const items = async () => (await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body;
  return { put, items };
}

describe('a calendar app’s PUT of an item', () => {
  it('opens and edits it in one transaction: a failure half way changes nothing', async () => {
    const { put, items } = await reopenedWithNote();
    const before = await items();
    expect(before).toMatchObject([{ completed: true, note: '' }]);
    // The edit comes after the opening: it fails, and the opening goes with it.
    failing = /^update "list_items" set .*"note"/;
    try {
      expect((await put()).statusCode).toBe(500);
    } finally {
      failing = undefined;
    }
    expect(await items()).toEqual(before);
    expect((await put()).statusCode).toBe(204);
    expect(await items()).toMatchObject([{ completed: false, note: 'синий пакет' }]);
  });

  it('reads the item under the list’s lock, once, and the stored object once after its change', async () => {
    const { put } = await reopenedWithNote();
    const statements: string[] = [];
    sent = statements;
    try {
      expect((await put()).statusCode).toBe(204);
    } finally {
      sent = undefined;
    }
    const lock = statements.findIndex((query) => /for no key update of "lists"/.test(query));
    const objectReads = statements.flatMap((query, at) => (/"list_items"\."dav_uid"/.test(query) ? [at] : []));
    expect(lock).toBeGreaterThanOrEqual(0);
    expect(objectReads).toHaveLength(2);
    expect(objectReads[0]).toBeGreaterThan(lock);
    expect(statements.filter((query) => /for no key update of "lists"/.test(query))).toHaveLength(1);
  });
});
