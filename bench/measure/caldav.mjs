// @ts-check
// A calendar app syncing a list of 2,000 items over CalDAV (features/caldav): the first sync-collection (every item's
// calendar object; budget ≤ 1 s), one with nothing changed (budget p95 ≤ 20 ms) and one after a tick (reported).
import { insertProducts } from '../catalogue.mjs';
import { quick, size } from '../config.mjs';
import { call, request, summary } from '../lib.mjs';
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
    row(
      'caldav: sync-collection after one tick',
      `${Math.round(ticked.ms)} ms, ${ticked.responses} response${ticked.responses === 1 ? '' : 's'}`,
      'report',
      ticked.responses === 1 ? null : false,
    );
  });
}
