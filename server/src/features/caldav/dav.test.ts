import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { basic, davRequest, appPassword as passwordOf } from '../../test/dav-client.js';
import { addItem, call, createList, signUp, type TestUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const appPassword = (user: TestUser, scope?: string) => passwordOf(t.app, user, scope);
const dav = (method: string, url: string, auth: string | undefined, body?: string, headers?: Record<string, string>) =>
  davRequest(t.app, method, url, auth, body, headers);

const propfind = (props: string) =>
  `<?xml version="1.0"?><d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/"><d:prop>${props}</d:prop></d:propfind>`;

describe('the CalDAV server', () => {
  it('finds the user’s lists from the well-known address with an app password, by username or email', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Продукты');
    await addItem(t.app, anna, list.id, 'Milk');
    const password = await appPassword(anna);
    const wellKnown = await t.app.inject({ method: 'GET', url: '/.well-known/caldav' });
    expect(wellKnown).toMatchObject({ statusCode: 301, headers: { location: '/dav/' } });

    const root = await dav(
      'PROPFIND',
      '/dav/',
      basic(anna.username, password),
      propfind('<d:current-user-principal/>'),
      {
        depth: '0',
      },
    );
    expect(root.statusCode).toBe(207);
    expect(root.body).toContain(`<d:current-user-principal><d:href>/dav/principals/${anna.id}/</d:href>`);

    const principal = await dav(
      'PROPFIND',
      `/dav/principals/${anna.id}/`,
      basic(anna.email.toUpperCase(), password),
      propfind('<c:calendar-home-set/><d:unknown-thing/>'),
      { depth: '0' },
    );
    expect(principal.body).toContain(`<c:calendar-home-set><d:href>/dav/calendars/${anna.id}/</d:href>`);
    // An unknown property is a 404 inside the multistatus, never an error.
    expect(principal.body).toMatch(/<d:unknown-thing\/><\/d:prop><d:status>HTTP\/1.1 404 Not Found/);

    const home = await dav(
      'PROPFIND',
      `/dav/calendars/${anna.id}/`,
      basic(anna.username, password),
      propfind('<d:displayname/><d:resourcetype/><c:supported-calendar-component-set/><cs:getctag/>'),
      { depth: '1' },
    );
    expect(home.body).toContain(`<d:href>/dav/calendars/${anna.id}/${list.id}/</d:href>`);
    expect(home.body).toContain('<d:displayname>Продукты</d:displayname>');
    expect(home.body).toContain('<c:supported-calendar-component-set><c:comp name="VTODO"/>');
  });

  it('answers 401 with a challenge to anything but the user’s app password', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    const password = await appPassword(anna);
    const write = await appPassword(anna, 'write');
    for (const authorization of [
      undefined,
      basic(anna.username, 'wrong'),
      basic(boris.username, password),
      basic(anna.username, write),
      basic(anna.username, anna.password),
    ]) {
      const answer = await dav('PROPFIND', '/dav/', authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Basic realm="Listok", charset="UTF-8"');
    }
    // An app password opens nothing of the API.
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/lists',
      headers: { authorization: `Bearer ${password}` },
    });
    expect(api.statusCode).toBe(403);
    // Another user's resources are not there.
    const other = await dav('PROPFIND', `/dav/calendars/${boris.id}/`, basic(anna.username, password));
    expect(other.statusCode).toBe(404);
  });

  it('gives the items as VTODOs: calendar-query of the open ones, multiget and GET with the same ETag', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Продукты');
    const milk = await addItem(t.app, anna, list.id, 'Milk');
    const bread = await addItem(t.app, anna, list.id, 'Bread');
    await call(t.app, anna, 'PATCH', `/api/list-item/mark/${bread.id}`);
    const auth = basic(anna.username, await appPassword(anna));
    const query = `<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"><c:prop-filter name="COMPLETED"><c:is-not-defined/></c:prop-filter></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`;
    const open = await dav('REPORT', `/dav/calendars/${anna.id}/${list.id}/`, auth, query, { depth: '1' });
    expect(open.statusCode).toBe(207);
    expect(open.body).toContain(`${milk.id}.ics`);
    expect(open.body).not.toContain(`${bread.id}.ics`);
    expect(open.body).toContain('SUMMARY:Молоко');

    const href = `/dav/calendars/${anna.id}/${list.id}/${bread.id}.ics`;
    const multiget = `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop><d:href>${href}</d:href><d:href>/dav/calendars/${anna.id}/${list.id}/999999.ics</d:href></c:calendar-multiget>`;
    const got = await dav('REPORT', `/dav/calendars/${anna.id}/${list.id}/`, auth, multiget);
    expect(got.body).toContain('STATUS:COMPLETED');
    expect(got.body).toContain('<d:status>HTTP/1.1 404 Not Found</d:status>');
    const etag = /<d:getetag>([^<]+)<\/d:getetag>/.exec(got.body)?.[1]?.replace(/&quot;/g, '"');
    const item = await dav('GET', href, auth);
    expect(item.statusCode).toBe(200);
    expect(item.headers.etag).toBe(etag);
    expect(item.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(item.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const options = await dav('OPTIONS', `/dav/calendars/${anna.id}/`, auth);
    expect(options.headers.dav).toBe('1, 3, calendar-access');
    expect(options.headers.allow).toContain('HEAD');
    // HEAD, which OPTIONS names, is the GET without its body.
    const head = await dav('HEAD', href, auth);
    expect(head).toMatchObject({ statusCode: 200, body: '', headers: { etag } });
  });

  it('refuses a stale write with 412 and changes nothing; a write with the current ETag goes through', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Дом');
    await call(t.app, anna, 'PATCH', `/api/list/${list.id}`, { kind: 'todo' });
    const [bins] = (await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'Вынести мусор' })).body
      .added;
    const auth = basic(anna.username, await appPassword(anna));
    const href = `/dav/calendars/${anna.id}/${list.id}/${bins.id}.ics`;
    const first = await dav('GET', href, auth);
    const etag = String(first.headers.etag);
    // Someone changes the to-do in Listok meanwhile: the app's copy is stale.
    await call(t.app, anna, 'PATCH', `/api/list/item/update/${bins.id}`, { note: 'синий пакет' });
    const ticked = first.body.replace('STATUS:NEEDS-ACTION', 'STATUS:COMPLETED');
    const stale = await dav('PUT', href, auth, ticked, { 'content-type': 'text/calendar', 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body[0]).toMatchObject({
      completed: false,
      note: 'синий пакет',
    });
    // Read again, written again: it goes through, with the note the app now has.
    const again = await dav('GET', href, auth);
    const done = again.body.replace('STATUS:NEEDS-ACTION', 'STATUS:COMPLETED');
    const put = await dav('PUT', href, auth, done, {
      'content-type': 'text/calendar',
      'if-match': String(again.headers.etag),
    });
    expect(put.statusCode).toBe(204);
    expect(put.headers.etag).not.toBe(again.headers.etag);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body[0]).toMatchObject({
      completed: true,
      note: 'синий пакет',
    });
    expect(
      (await dav('PUT', href, auth, done, { 'content-type': 'text/calendar', 'if-none-match': '*' })).statusCode,
    ).toBe(412);
    // A ticked item is not edited, as in the app: refused naming why, and it stays as it was.
    const doneNow = await dav('GET', href, auth);
    const noted = doneNow.body.replace('DESCRIPTION:синий пакет', 'DESCRIPTION:на балконе');
    const edit = await dav('PUT', href, auth, noted, {
      'content-type': 'text/calendar',
      'if-match': String(doneNow.headers.etag),
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.body).toContain('<l:ticked-item-unchanged/>');
    expect((await dav('GET', href, auth)).body).toContain('DESCRIPTION:синий пакет');
    const unknown = `/dav/calendars/${anna.id}/${list.id}/5F3A-UUID.ics`;
    // The same line again, as a new to-do of the app's: the list has it open already.
    const again2 = done.replace('STATUS:COMPLETED', 'STATUS:NEEDS-ACTION');
    await call(t.app, anna, 'PATCH', `/api/list-item/mark/${bins.id}`);
    expect((await dav('PUT', unknown, auth, again2, { 'content-type': 'text/calendar' })).statusCode).toBe(409);
    expect((await dav('GET', unknown, auth)).statusCode).toBe(404);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body).toHaveLength(1);
    expect((await dav('PUT', href, auth, 'not a calendar', { 'content-type': 'text/calendar' })).statusCode).toBe(400);
  });
  it('re-reads a good’s amount from its SUMMARY and renames a plain entry; no ETag for what it stored otherwise', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Продукты');
    const milk = await addItem(t.app, anna, list.id, 'Milk');
    const [socks] = (await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'Носки для Пети' })).body
      .added;
    const auth = basic(anna.username, await appPassword(anna));
    const edit = async (id: number, from: string, to: string) => {
      const href = `/dav/calendars/${anna.id}/${list.id}/${id}.ics`;
      const got = await dav('GET', href, auth);
      expect(got.body).toContain(`SUMMARY:${from}`);
      const changed = got.body.replace(`SUMMARY:${from}`, `SUMMARY:${to}`);
      return dav('PUT', href, auth, changed, { 'content-type': 'text/calendar', 'if-match': String(got.headers.etag) });
    };
    const more = await edit(milk.id, 'Молоко\\, 1 л', 'Молоко\\, 3 л');
    expect(more.statusCode).toBe(204);
    // Written as the app would not: stored otherwise, so no ETag, and the app reads it again.
    const typed = await edit(milk.id, 'Молоко\\, 3 л', 'молоко 2 кг');
    expect(typed.statusCode).toBe(204);
    expect(typed.headers.etag).toBeUndefined();
    expect(await edit(socks.id, 'Носки для Пети', 'Носки для Пети\\, 3')).toMatchObject({ statusCode: 204 });
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body).toMatchObject([
      { name: 'Молоко', amount: 2, unit_ru: 'кг' },
      { name: 'Носки для Пети', amount: 3 },
    ]);
  });
});
