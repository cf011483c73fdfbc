// @ts-check
// A calendar app syncing a list of 2,000 items over CalDAV (features/caldav): the first sync-collection (every item's
// calendar object; budget ≤ 1 s), one with nothing changed (budget p95 ≤ 20 ms) and one after a tick (reported).
// Then hostile PUTs (SECURITY.md, third review): the longest the server's event loop is held while it reads calendar
// objects shaped to make a reader backtrack, each just under the body's bound (budget ≤ 50 ms).
import { insertProducts } from '../catalogue.mjs';
import { quick, size } from '../config.mjs';
import { call, now, request, round, summary } from '../lib.mjs';
import { results, row, step } from '../report.mjs';
import { createSharedList, fillList } from '../setup.mjs';
import { state } from '../state.mjs';

/** @param {string} token */
const syncBody = (token) =>
  `<?xml version="1.0" encoding="utf-8"?><d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/><c:calendar-data/></d:prop></d:sync-collection>`;

/**
 * One sync-collection of the member's list: its time, the responses it held and the token it gave.
 * @param {string} url
 * @param {string} authorization
 * @param {string} token
 */
async function sync(url, authorization, token) {
  const answer = await request(url, {
    method: 'REPORT',
    headers: { authorization, 'content-type': 'application/xml; charset=utf-8', depth: '1' },
    body: syncBody(token),
  });
  if (answer.status !== 207) throw new Error(`sync-collection answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return {
    ms: answer.endedAt - answer.sentAt,
    responses: answer.text.split('<d:response>').length - 1,
    token: /<d:sync-token>([^<]+)<\/d:sync-token>/.exec(answer.text)?.[1] ?? '',
  };
}

/** The event loop's longest delay since the last reading (and resets it). @param {string} probe */
async function loopMax(probe) {
  const answer = await request(`${probe}/loop`);
  return /** @type {{ maxMs: number, p99Ms: number }} */ (JSON.parse(answer.text));
}

/** A calendar object of one VTODO, about 250 KB: each line shaped to make a careless reader backtrack. */
const hostileObjects = (/** @type {number} */ n) => {
  const vtodo = (/** @type {string[]} */ ...lines) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTODO',
      `UID:hostile-${n}`,
      ...lines,
      'END:VTODO',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  const big = 240_000;
  return [
    vtodo(`X-A;P=${':'.repeat(big)}"`, 'SUMMARY:x'),
    vtodo(`SUMMARY:a,${' '.repeat(big)},x,`),
    vtodo(`SUMMARY:${'\\n'.repeat(big / 2)}`),
    vtodo(`X-A${';P='.repeat(big / 3)}:x`, 'SUMMARY:y'),
    vtodo(`DESCRIPTION:${', '.repeat(big / 2)}1`, 'SUMMARY:z'),
  ];
};

/** As many harmless calendar objects of the same size: the yardstick of the host's own pauses in the same run. */
const harmlessObjects = (/** @type {number} */ n) =>
  hostileObjects(n).map((_, index) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VTODO', `UID:harmless-${n}-${index}`, `SUMMARY:Дело ${n} ${index}`]
      .concat(`X-LONG:${'a'.repeat(240_000)}`, 'END:VTODO', 'END:VCALENDAR', '')
      .join('\r\n'),
  );

/**
 * PUTs of the given calendar objects, one after another, and the event loop's longest stretch meanwhile.
 * @param {string} url the collection's address
 * @param {string} authorization
 * @param {(n: number) => string[]} objectsOf
 */
async function putsOf(url, authorization, objectsOf) {
  await loopMax(state.a.probe);
  const statuses = new Set();
  const started = now();
  for (let pass = 0; pass < (quick ? 1 : 4); pass += 1) {
    const objects = objectsOf(pass);
    for (const [index, body] of objects.entries()) {
      const answer = await request(`${url}put-${pass}-${index}-${Math.random().toString(36).slice(2)}.ics`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'text/calendar; charset=utf-8' },
        body,
      });
      statuses.add(answer.status);
    }
  }
  return { loop: await loopMax(state.a.probe), ms: now() - started, statuses: [...statuses].sort() };
}

export async function measureCalDav() {
  await step('caldav: sync of 2,000 items', 120_000, async () => {
    const listId = await createSharedList(state.base, 'Календарь');
    // Run alone, the catalogue holds the seed's goods only: enough are added for the list.
    const common = Number((await state.db.query('select count(*) from products where common')).rows[0].count);
    if (common < size.bigList + 600) await insertProducts(state.db, size.bigList + 600 - common);
    await fillList(listId, size.bigList, 600);
    const made = await call(state.base, 'POST', '/api/user/tokens', {
      cookie: state.member,
      body: { name: 'Reminders', scope: 'caldav', lists: null },
      expected: [201],
    });
    const memberId = (await state.db.query("select id from users where username = 'bench_member'")).rows[0].id;
    const authorization = `Basic ${Buffer.from(`bench_member:${made.json.token}`).toString('base64')}`;
    const url = `${state.base}/dav/calendars/${memberId}/${listId}/`;

    const full = [];
    let first = await sync(url, authorization, '');
    for (let i = 0; i < (quick ? 3 : 8); i += 1) {
      first = await sync(url, authorization, '');
      full.push(first.ms);
    }
    const unchanged = [];
    for (let i = 0; i < (quick ? 50 : 300); i += 1) unchanged.push((await sync(url, authorization, first.token)).ms);
    const items = (await call(state.base, 'GET', `/api/list/${listId}`, { cookie: state.member })).json;
    await call(state.base, 'PATCH', `/api/list-item/mark/${items[0].id}`, { cookie: state.member });
    const ticked = await sync(url, authorization, first.token);

    const fullStats = summary(full);
    const unchangedStats = summary(unchanged);
    results.details.caldav = {
      items: first.responses,
      fullMs: fullStats,
      unchangedMs: unchangedStats,
      tickMs: ticked.ms,
    };
    row(
      `caldav: first sync-collection of ${first.responses} items, slowest`,
      `${fullStats.max} ms (p50 ${fullStats.p50})`,
      '≤ 1000 ms',
      fullStats.max <= 1000,
    );
    row(
      'caldav: sync-collection with nothing changed, p95',
      `${unchangedStats.p95} ms (p50 ${unchangedStats.p50})`,
      '≤ 20 ms',
      unchangedStats.p95 <= 20,
    );
    const harmless = await putsOf(url, authorization, harmlessObjects);
    const hostile = await putsOf(url, authorization, hostileObjects);
    results.details.caldavHostilePuts = { hostile, harmless };
    row(
      'caldav: longest event-loop stretch during hostile PUTs',
      `${round(hostile.loop.maxMs, 1)} ms (p99 ${round(hostile.loop.p99Ms, 1)}; answers ${hostile.statuses.join(', ')}; ` +
        `harmless PUTs of the same size ${round(harmless.loop.maxMs, 1)} ms)`,
      '≤ 50 ms',
      hostile.loop.maxMs <= 50 && hostile.statuses.every((status) => status < 500),
    );
    row(
      'caldav: sync-collection after one tick',
      `${Math.round(ticked.ms)} ms, ${ticked.responses} response${ticked.responses === 1 ? '' : 's'}`,
      'report',
      ticked.responses === 1 ? null : false,
    );
  });
}
