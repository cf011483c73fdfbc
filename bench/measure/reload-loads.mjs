// @ts-check
// The set-up and the loads of the reload step (reload.mjs): the lists halfway through a trip, the readers, the three
// reads of a reload, the reloads after marks, the suggestions made, each request's time in the server.
import { call, percentile, round } from '../lib.mjs';
import { signUp } from '../setup.mjs';
import { state } from '../state.mjs';
import { rowsOf } from './storage.mjs';

/**
 * Puts `lists` halfway through a trip, over a history in trips, and answers the loads and probes of the step.
 * @param {number[]} lists
 */
export async function reloadLoads(lists) {
  // Lists halfway through a trip (every other item still open, so "goes with it" has items to go with), and a
  // history in trips: each list's purchases in groups of 20, a week apart (the bench ticked them all within minutes,
  // which would make every purchase of a list go with every other).
  await state.db.query(
    `with t as (select id, (row_number() over (partition by list_id order by id) - 1) / 20 as trip from purchases)
     update purchases p set bought_at = p.bought_at - interval '1 week' * (t.trip % 26) from t where t.id = p.id`,
  );
  const history = Number((await state.db.query('select coalesce(max(id), 0) as id from purchases')).rows[0].id);
  // Back to that state before each load of reloads after marks, so that both start from the same trips: what the
  // marks of the step ticked is taken back, the items are halfway through a trip again.
  const halfway = async () => {
    await state.db.query('delete from purchases where id > $1 and list_id = any($2::int[])', [history, lists]);
    await state.db.query(
      `update list_items set completed = (id % 2 = 0), completed_at = case when id % 2 = 0 then now() end,
         completed_by = case when id % 2 = 0 then (select id from users where username = 'bench_member') end
       where list_id = any($1::int[])`,
      [lists],
    );
    await state.db.query('update lists set items_version = items_version + 1 where id = any($1::int[])', [lists]);
    await state.db.query('vacuum analyze purchases');
  };
  await halfway();
  const pick = () => /** @type {number} */ (lists[Math.floor(Math.random() * lists.length)]);
  // Readers: members of every list of the member who never read their suggestions, so that each first read of a
  // list by one of them makes them. Enough for more reads than a load makes (about 60 a second here).
  const readersPerLoad = 24;
  const readersOf = async (/** @type {string} */ tag) => {
    /** @type {string[]} */
    const cookies = [];
    for (let i = 0; i < readersPerLoad; i += 1) cookies.push(await signUp(state.base, `bench_${tag}_${i}`));
    await state.db.query(
      `insert into list_members (list_id, user_id)
       select m.list_id, r.id from list_members m join users b on b.id = m.user_id, users r
       where b.username = 'bench_member' and r.username like $1`,
      [`bench\\_${tag}\\_%`],
    );
    return cookies;
  };
  const paths = {
    header: (/** @type {number} */ id) => `/api/list/${id}/header`,
    items: (/** @type {number} */ id) => `/api/list/${id}`,
    suggestions: (/** @type {number} */ id) => `/api/list/${id}/suggestions`,
  };
  /** @type {import('autocannon').Options} */
  const options = {
    url: state.base,
    connections: 50,
    headers: { cookie: state.member },
    requests: Object.values(paths).map((path) => ({
      setupRequest: (/** @type {import('autocannon').Request} */ req) => ({
        ...req,
        method: 'GET',
        path: path(pick()),
      }),
    })),
  };
  // Each reload after a mark of its list: the mark (as the member, a random row of a random list), then the three
  // reads of that list. The marks' own cost is the mark step's (the same lists): loading marks alone here would
  // make a hundred ticks a list in seconds, a history no family has, and "goes with it" reads every one of them.
  /** @type {Map<number, number[]>} */
  const rowsOfList = new Map();
  for (const { id, list_id: listId } of (
    await state.db.query('select id, list_id from list_items where list_id = any($1::int[])', [lists])
  ).rows) {
    rowsOfList.set(listId, [...(rowsOfList.get(listId) ?? []), id]);
  }
  /** @param {number} listId */
  const markPath = (listId) => {
    const rows = /** @type {number[]} */ (rowsOfList.get(listId));
    return `/api/list-item/mark/${rows[Math.floor(Math.random() * rows.length)]}`;
  };
  /** @type {import('autocannon').Options} */
  const afterMarks = {
    url: state.base,
    connections: 50,
    headers: { cookie: state.member },
    requests: [
      {
        setupRequest: (req, context) => {
          context.list = pick();
          return {
            ...req,
            method: 'PATCH',
            path: markPath(/** @type {number} */ (context.list)),
            headers: { ...req.headers, 'content-type': 'application/json' },
            body: '{}',
          };
        },
      },
      ...Object.values(paths).map((path) => ({
        setupRequest: (
          /** @type {import('autocannon').Request} */ req,
          /** @type {Record<string, unknown>} */ context,
        ) => ({
          ...req,
          method: 'GET',
          path: path(/** @type {number} */ (context.list)),
        }),
      })),
    ],
  };
  /**
   * A load of reads of the suggestions, each the first of its list by its reader.
   * @param {string[]} readers
   * @returns {import('autocannon').Options}
   */
  const madeLoad = (readers) => {
    let next = 0;
    return {
      url: state.base,
      connections: 50,
      requests: [
        {
          setupRequest: (req) => {
            const n = next;
            next += 1;
            const reader = /** @type {string} */ (readers[Math.floor(n / lists.length) % readers.length]);
            const list = /** @type {number} */ (lists[n % lists.length]);
            return {
              ...req,
              method: 'GET',
              path: paths.suggestions(list),
              headers: { ...req.headers, cookie: reader },
            };
          },
        },
      ],
    };
  };
  // Each request's own time in the server (Server-Timing), one at a time: where a reload's time goes.
  const serverTimes = async () => {
    /** @type {Record<string, number>} */
    const medians = {};
    for (const [name, path] of Object.entries(paths)) {
      /** @type {number[]} */
      const times = [];
      for (let i = 0; i < 21; i += 1) {
        const id = /** @type {number} */ (lists[i % lists.length]);
        // The second read of the list: a list unchanged since it was read (the first read after a change makes
        // what the process keeps).
        await call(state.base, 'GET', path(id), { cookie: state.member });
        const answer = await call(state.base, 'GET', path(id), { cookie: state.member });
        const dur = /dur=([\d.]+)/.exec(String(answer.headers['server-timing'] ?? ''))?.[1];
        if (dur !== undefined) times.push(Number(dur));
      }
      medians[name] = times.length ? round(percentile(times, 50), 2) : Number.NaN;
    }
    // The suggestions right after a mark of their list (kept), and made: the member's kept ones deleted first.
    /** @type {Record<string, number[]>} */
    const times = { suggestionsAfterMark: [], suggestionsMade: [] };
    for (let i = 0; i < 21; i += 1) {
      const id = /** @type {number} */ (lists[i % lists.length]);
      await call(state.base, 'PATCH', markPath(id), {
        cookie: state.member,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      for (const [name, samples] of Object.entries(times)) {
        if (name === 'suggestionsMade') {
          await state.db.query(
            `delete from kept_suggestions where list_id = $1
               and user_id = (select id from users where username = 'bench_member')`,
            [id],
          );
        }
        const answer = await call(state.base, 'GET', paths.suggestions(id), { cookie: state.member });
        const dur = /dur=([\d.]+)/.exec(String(answer.headers['server-timing'] ?? ''))?.[1];
        if (dur !== undefined) samples.push(Number(dur));
      }
    }
    for (const [name, values] of Object.entries(times)) {
      medians[name] = values.length ? round(percentile(values, 50), 2) : Number.NaN;
    }
    return medians;
  };
  // The purchases of the table, and those the member may know of in the suggestions' 180 days (lib/purchases.ts).
  const purchases = async () => ({
    purchases: await rowsOf('purchases'),
    memberKnows: Number(
      (
        await state.db.query(
          `select count(*)::int as n from purchases h, (select id from users where username = 'bench_member') u
           where h.bought_at > now() - interval '180 days'
             and (h.list_id in (select list_id from list_members where user_id = u.id) or h.user_id = u.id)`,
        )
      ).rows[0].n,
    ),
  });
  return { halfway, readersOf, options, afterMarks, madeLoad, serverTimes, purchases };
}
