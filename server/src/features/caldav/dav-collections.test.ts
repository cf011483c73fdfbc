import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { appPassword, basic, davRequest } from '../../test/dav-client.js';
import { call, createList, signUp, type TestUser } from '../../test/factories.js';
import { kindOfNew } from './methods/mkcalendar.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mkcalendar = (props: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:x="http://apple.com/ns/ical/"><d:set><d:prop>${props}</d:prop></d:set></c:mkcalendar>`;
const todos = '<c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>';
const rename = (name: string, more = '') =>
  `<d:propertyupdate xmlns:d="DAV:" xmlns:x="http://apple.com/ns/ical/"><d:set><d:prop><d:displayname>${name}</d:displayname>${more}</d:prop></d:set></d:propertyupdate>`;

async function myLists(user: TestUser) {
  return (await call(t.app, user, 'GET', '/api/lists')).body as { id: number; name: string; kind: string }[];
}

describe('a calendar app’s calendars', () => {
  it('makes a list with MKCALENDAR at the app’s own address, which its apps then find it at', async () => {
    const anna = await signUp(t.app);
    const auth = basic(anna.username, await appPassword(t.app, anna));
    const home = `/dav/calendars/${anna.id}/`;
    const address = `${home}6B29FC40-CA47-1067-B31D-00DD010662DA/`;
    const made = await davRequest(
      t.app,
      'MKCALENDAR',
      address,
      auth,
      mkcalendar(`<d:displayname>Дела по дому</d:displayname>${todos}<x:calendar-color>#FF2968</x:calendar-color>`),
    );
    expect(made.statusCode).toBe(201);
    const [list] = await myLists(anna);
    expect(list).toMatchObject({ name: 'Дела по дому', kind: 'todo' });
    const listed = await davRequest(t.app, 'PROPFIND', home, auth, '', { depth: '1' });
    expect(listed.body).toContain(`<d:href>${address}</d:href>`);
    expect(listed.body).not.toContain(`<d:href>${home}${list?.id}/</d:href>`);
    // A to-do the app puts there lands on the list.
    const todo = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTODO',
      'UID:A1',
      'SUMMARY:Полить цветы',
      'END:VTODO',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const put = await davRequest(t.app, 'PUT', `${address}A1.ics`, auth, todo, { 'content-type': 'text/calendar' });
    expect(put.statusCode).toBe(201);
    expect((await call(t.app, anna, 'GET', `/api/list/${list?.id}`)).body).toMatchObject([{ name: 'Полить цветы' }]);
    // The address is taken: a second MKCALENDAR there is refused, and so is one of events only or at an id's address.
    expect((await davRequest(t.app, 'MKCALENDAR', address, auth, mkcalendar(todos))).statusCode).toBe(405);
    const events = await davRequest(
      t.app,
      'MKCALENDAR',
      `${home}work/`,
      auth,
      mkcalendar('<c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set>'),
    );
    expect(events.statusCode).toBe(403);
    expect(events.body).toContain('<c:supported-calendar-component/>');
    expect((await davRequest(t.app, 'MKCALENDAR', `${home}12345/`, auth, mkcalendar(todos))).statusCode).toBe(403);
    expect(await myLists(anna)).toHaveLength(1);
    // A finished list keeps its address: a new list is not made there.
    await call(t.app, anna, 'PATCH', `/api/list/${list?.id}/close`);
    expect((await davRequest(t.app, 'MKCALENDAR', address, auth, mkcalendar(todos))).statusCode).toBe(405);
  });

  it('takes the kind the app names, or reads it off the name; a list without a name is a new list', async () => {
    const anna = await signUp(t.app);
    const auth = basic(anna.username, await appPassword(t.app, anna));
    const home = `/dav/calendars/${anna.id}/`;
    await davRequest(t.app, 'MKCALENDAR', `${home}a/`, auth, mkcalendar('<d:displayname>Покупки</d:displayname>'));
    await davRequest(
      t.app,
      'MKCALENDAR',
      `${home}b/`,
      auth,
      mkcalendar(
        '<d:displayname>Trip</d:displayname><l:list-kind xmlns:l="https://listok.app/ns/caldav">packing</l:list-kind>',
      ),
    );
    await davRequest(t.app, 'MKCALENDAR', `${home}c/`, auth);
    const tooLong = await davRequest(
      t.app,
      'MKCALENDAR',
      `${home}d/`,
      auth,
      mkcalendar(`<d:displayname>${'я'.repeat(300)}</d:displayname>`),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toBe('Название — от 1 до 256 символов');
    expect(
      (await myLists(anna)).map(({ name, kind }) => ({ name, kind })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Trip', kind: 'packing' },
      { name: 'Новый список', kind: 'todo' },
      { name: 'Покупки', kind: 'shopping' },
    ]);
  });

  it.each([
    ['Продукты на неделю', 'shopping'],
    ['Groceries', 'shopping'],
    ['Собрать в отпуск', 'packing'],
    ['Отпуск в Сочи', 'packing'],
    ['Packing for Rome', 'packing'],
    ['Подарки', 'wishlist'],
    ['Wish list', 'wishlist'],
    ['Работа', 'todo'],
  ])(
    'reads the kind of «%s» as %s, as the web form does (contract kindFromName), a to-do list by default',
    (name, kind) => {
      expect(kindOfNew(name, undefined)).toBe(kind);
    },
  );

  it('renames the list by PROPPATCH of its owner, refusing a member and the properties Listok keeps itself', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    const list = await createList(t.app, anna, 'Дача');
    await call(t.app, boris, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    const annaAuth = basic(anna.username, await appPassword(t.app, anna));
    const borisAuth = basic(boris.username, await appPassword(t.app, boris));
    const renamed = await davRequest(
      t.app,
      'PROPPATCH',
      `/dav/calendars/${anna.id}/${list.id}/`,
      annaAuth,
      rename('Дача у озера', '<x:calendar-color>#00FF00</x:calendar-color>'),
    );
    expect(renamed.statusCode).toBe(207);
    expect(renamed.body).toMatch(/<d:displayname\/><\/d:prop><d:status>HTTP\/1.1 200 OK/);
    expect(renamed.body).toMatch(/<x:calendar-color\/><\/d:prop><d:status>HTTP\/1.1 403 Forbidden/);
    const byMember = await davRequest(
      t.app,
      'PROPPATCH',
      `/dav/calendars/${boris.id}/${list.id}/`,
      borisAuth,
      rename('Моя дача'),
    );
    expect(byMember.body).toMatch(/<d:displayname\/><\/d:prop><d:status>HTTP\/1.1 403 Forbidden/);
    const header = (await call(t.app, anna, 'GET', `/api/list/${list.id}/header`)).body;
    expect(header.name).toBe('Дача у озера');
  });

  it('DELETE of a collection: a member leaves the list, its owner deletes it', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    const list = await createList(t.app, anna, 'Дача');
    await call(t.app, boris, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    const borisAuth = basic(boris.username, await appPassword(t.app, boris));
    const annaAuth = basic(anna.username, await appPassword(t.app, anna));
    expect((await davRequest(t.app, 'DELETE', `/dav/calendars/${boris.id}/${list.id}/`, borisAuth)).statusCode).toBe(
      204,
    );
    expect(await myLists(boris)).toEqual([]);
    expect(await myLists(anna)).toHaveLength(1);
    expect((await davRequest(t.app, 'DELETE', `/dav/calendars/${boris.id}/${list.id}/`, borisAuth)).statusCode).toBe(
      404,
    );
    expect((await davRequest(t.app, 'DELETE', `/dav/calendars/${anna.id}/${list.id}/`, annaAuth)).statusCode).toBe(204);
    expect(await myLists(anna)).toEqual([]);
    expect((await davRequest(t.app, 'DELETE', `/dav/calendars/${anna.id}/`, annaAuth)).statusCode).toBe(405);
  });
});
