import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { basic, davRequest, appPassword as passwordOf } from '../../test/dav-client.js';
import { call, createList, signUp, type TestUser } from '../../test/factories.js';
import { davBodyLimits } from './dav-xml.js';

// SECURITY.md, "Third review": what a calendar app sends is bounded, read as one entry, held to the API's rules and
// limits, and written back so that no reader finds more in it than one property.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { searchesPerMinute: 600, pastesPerMinute: 6, importsPerMinute: 10 } });
});
afterAll(() => t.close());

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VTODO', ...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n');

async function davUser() {
  const anna = await signUp(t.app);
  const made = await call(t.app, anna, 'POST', '/api/lists', { name: 'Дела', kind: 'todo' });
  const auth = basic(anna.username, await passwordOf(t.app, anna));
  return { anna, listId: made.body.id as number, auth };
}

const put = (user: TestUser, listId: number, file: string, auth: string, body: string) =>
  davRequest(t.app, 'PUT', `/dav/calendars/${user.id}/${listId}/${file}`, auth, body, {
    'content-type': 'text/calendar',
  });

async function namesOn(listId: number) {
  return rowsOf<{ name: string; note: string }>(
    await t.app.db.execute(sql`select name, note from list_items where list_id = ${listId} order by id`),
  );
}

describe('a calendar app’s PUT', () => {
  it('is refused past the calendar object’s bound (413), and read in one pass below it', async () => {
    const { anna, listId, auth } = await davUser();
    const tooLarge = calendar(`SUMMARY:${'a'.repeat(davBodyLimits.objectBytes)}`);
    expect((await put(anna, listId, 'big.ics', auth, tooLarge)).statusCode).toBe(413);

    const colons = await put(
      anna,
      listId,
      'colons.ics',
      auth,
      calendar('UID:colons', `X-A;P=${':'.repeat(99_000)}"`, 'SUMMARY:Полить цветы'),
    );
    expect(colons.statusCode).toBe(201);
    const spaces = await put(
      anna,
      listId,
      'spaces.ics',
      auth,
      calendar('UID:spaces', `SUMMARY:a,${' '.repeat(95_000)},x,`),
    );
    expect(spaces.statusCode).toBe(400);
    expect(spaces.body).toContain('<l:property>SUMMARY</l:property>');
    expect(await namesOn(listId)).toEqual([{ name: 'Полить цветы', note: '' }]);
  });

  it('reads a SUMMARY as one entry: its line breaks are spaces, never a paste of lines', async () => {
    const { anna, listId, auth } = await davUser();
    const lines = Array.from({ length: 50 }, (_, n) => `дело ${n}`).join('\\n');
    const answer = await put(anna, listId, 'many.ics', auth, calendar('UID:many', `SUMMARY:${lines.slice(0, 240)}`));
    expect(answer.statusCode).toBe(201);
    const names = await namesOn(listId);
    expect(names).toHaveLength(1);
    expect(names[0]?.name).toMatch(/^дело 0 дело 1 дело 2 /);
  });

  it('makes new items under the paste’s limits: past the user’s rate, 429 with Retry-After', async () => {
    const { anna, listId, auth } = await davUser();
    const answers = [];
    for (let n = 0; n < 8; n += 1) {
      answers.push(await put(anna, listId, `t${n}.ics`, auth, calendar(`UID:t${n}`, `SUMMARY:Дело ${n}`)));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    expect(Number(answers[6]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[6]?.body).toMatch(/^Слишком много/);
    expect(await namesOn(listId)).toHaveLength(6);
  });

  it('holds every text to the API’s rules: 400 naming the property, nothing made or changed', async () => {
    const { anna, listId, auth } = await davUser();
    const long = 'ж'.repeat(300);
    for (const [property, lines] of [
      ['SUMMARY', ['UID:long-summary', `SUMMARY:${long}`]],
      ['DESCRIPTION', ['UID:long-note', 'SUMMARY:Дело', `DESCRIPTION:${long}`]],
      ['UID', [`UID:${long}`, 'SUMMARY:Дело']],
      ['UID', ['UID:a\u0007b', 'SUMMARY:Дело']],
    ] as const) {
      const answer = await put(anna, listId, 'bad.ics', auth, calendar(...lines));
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toContain('application/xml');
      expect(answer.body).toContain('<c:valid-calendar-object-resource/>');
      expect(answer.body).toContain(`<l:property>${property}</l:property>`);
    }
    expect(await namesOn(listId)).toEqual([]);

    await put(anna, listId, 'ok.ics', auth, calendar('UID:ok', 'SUMMARY:Дело', 'DESCRIPTION:заметка'));
    const edit = await put(anna, listId, 'ok.ics', auth, calendar('UID:ok', 'SUMMARY:Дело', `DESCRIPTION:${long}`));
    expect(edit.statusCode).toBe(400);
    expect(edit.body).toContain('Заметка — не более 256 символов');
    expect(await namesOn(listId)).toEqual([{ name: 'Дело', note: 'заметка' }]);
  });

  it('keeps a bare CR as text: another member’s app reads one to-do with one STATUS, nothing injected', async () => {
    const { anna, listId, auth } = await davUser();
    const injected = 'Купить\rSTATUS:COMPLETED\rURL:http://evil.example\rEND:VTODO\rBEGIN:VEVENT';
    expect((await put(anna, listId, 'cr.ics', auth, calendar('UID:cr', `SUMMARY:${injected}`))).statusCode).toBe(201);
    const got = await davRequest(t.app, 'GET', `/dav/calendars/${anna.id}/${listId}/cr.ics`, auth);
    const lines = got.body.split('\r\n');
    expect(lines.filter((line) => /^(STATUS|URL|BEGIN|END):/.test(line))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VTODO',
      'STATUS:NEEDS-ACTION',
      'END:VTODO',
      'END:VCALENDAR',
    ]);
    expect(got.body).not.toContain('\r\r');
  });

  it('reads a quote in a text (SUMMARY:доска 2" дюйма, DESCRIPTION:27") as the text it is', async () => {
    const { anna, listId, auth } = await davUser();
    const answer = await put(
      anna,
      listId,
      'q.ics',
      auth,
      calendar('UID:q', 'SUMMARY:доска 2" дюйма', 'DESCRIPTION:27"'),
    );
    expect(answer.statusCode).toBe(201);
    expect(await namesOn(listId)).toEqual([{ name: 'доска 2" дюйма', note: '27"' }]);
  });
});

describe('a calendar app’s XML', () => {
  it('is 400 when it is not well-formed or has two roots, 413 past its bounds, never a 207', async () => {
    const { anna, listId, auth } = await davUser();
    const url = `/dav/calendars/${anna.id}/${listId}/`;
    for (const body of [
      '<d:propfind xmlns:d="DAV:"><d:prop><d:displayname/></d:prop>',
      '<d:propfind xmlns:d="DAV:"/><d:propfind xmlns:d="DAV:"/>',
      '<d:propfind xmlns:d="DAV:"><d:prop></d:propfind></d:prop>',
      'text<d:propfind xmlns:d="DAV:"/>',
    ]) {
      expect((await davRequest(t.app, 'PROPFIND', url, auth, body, { depth: '0' })).statusCode).toBe(400);
    }
    const manyTags = `<d:propfind xmlns:d="DAV:"><d:prop>${'<d:x/>'.repeat(davBodyLimits.xmlTags)}</d:prop></d:propfind>`;
    expect((await davRequest(t.app, 'PROPFIND', url, auth, manyTags, { depth: '0' })).statusCode).toBe(413);
    const tooLarge = `<d:propfind xmlns:d="DAV:">${' '.repeat(davBodyLimits.xmlBytes)}</d:propfind>`;
    expect((await davRequest(t.app, 'PROPFIND', url, auth, tooLarge, { depth: '0' })).statusCode).toBe(413);
  });

  it('renames a list once for a PROPPATCH that sets its name many times: the last name, one event', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Дача');
    const auth = basic(anna.username, await passwordOf(t.app, anna));
    const published: string[] = [];
    const publish = t.app.push.publish.bind(t.app.push);
    t.app.push.publish = async (topic, event) => {
      if ('listId' in event && event.listId === list.id) published.push(event.type);
      return publish(topic, event);
    };
    const sets = Array.from(
      { length: 1000 },
      (_, n) => `<d:set><d:prop><d:displayname>Дача ${n}</d:displayname></d:prop></d:set>`,
    );
    const body = `<d:propertyupdate xmlns:d="DAV:" xmlns:x="http://apple.com/ns/ical/">${sets.join('')}<d:set><d:prop><x:calendar-color>#FF0000</x:calendar-color><x:calendar-color>#00FF00</x:calendar-color></d:prop></d:set></d:propertyupdate>`;
    const answer = await davRequest(t.app, 'PROPPATCH', `/dav/calendars/${anna.id}/${list.id}/`, auth, body);
    t.app.push.publish = publish;

    expect(answer.statusCode).toBe(207);
    expect(answer.body.match(/<d:displayname\/>/g)).toHaveLength(1);
    expect(answer.body.match(/<x:calendar-color\/>/g)).toHaveLength(1);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}/header`)).body.name).toBe('Дача 999');
    expect(published.filter((type) => type === 'header')).toHaveLength(1);
  });
});
