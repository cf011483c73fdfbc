// @ts-check
// Spending over a year of a busy family's shopping (issue 50): `GET /api/spending` by month and by department at one
// connection (budget p95 ≤ 50 ms). The family shops three times a week, 30 priced goods a trip, two people, two shops,
// and half the trips have their receipt; written in SQL (setup, not measured).
import { quick } from '../config.mjs';
import { call, summary } from '../lib.mjs';
import { results, row, step } from '../report.mjs';
import { createSharedList } from '../setup.mjs';
import { state } from '../state.mjs';

const trips = 156;
const goodsPerTrip = 30;

/** @param {number} listId */
async function yearOfShopping(listId) {
  const stores = [];
  for (const name of ['Ашан', 'Пятёрочка']) {
    const body = { name };
    stores.push((await call(state.base, 'POST', `/api/list/${listId}/stores`, { cookie: state.owner, body })).json.id);
  }
  // Trip t: two days and a bit apart over the last year, by the owner or the member, in one of the shops; its goods
  // a few minutes apart, each with a price.
  await state.db.query(
    `insert into purchases (list_id, product_id, user_id, bought_at, store_id, price, amount, unit_id)
     select $1, p.id, m.user_id, now() - make_interval(hours => t * 56) + make_interval(mins => g * 2),
       ($2::int[])[1 + t % 2], 5000 + (t * 37 + g * 101) % 40000, 1, p.default_unit_id
     from generate_series(1, $3::int) t
     cross join generate_series(1, $4::int) g
     join lateral (select id, default_unit_id from products where common and default_unit_id is not null
                   order by id offset (t * 7 + g * 13) % 400 limit 1) p on true
     join lateral (select user_id from list_members where list_id = $1 order by user_id offset t % 2 limit 1) m on true`,
    [listId, stores, trips, goodsPerTrip],
  );
  await state.db.query(
    `insert into receipts (list_id, author_id, payer_id, total, paid_at, store_id)
     select $1, m.user_id, m.user_id, 600000 + t * 113, now() - make_interval(hours => t * 56) + interval '70 minutes',
       ($2::int[])[1 + t % 2]
     from generate_series(1, $3::int, 2) t
     join lateral (select user_id from list_members where list_id = $1 order by user_id offset t % 2 limit 1) m on true`,
    [listId, stores, trips],
  );
  const { rows } = await state.db.query('select count(*)::int as n from purchases where list_id = $1', [listId]);
  return rows[0].n;
}

export async function measureSpending() {
  await step('spending over a year', 120_000, async () => {
    const listId = await createSharedList(state.base, 'Семья на год');
    const purchases = await yearOfShopping(listId);
    /** @param {string} by */
    const measure = async (by) => {
      const url = `/api/spending?by=${by}`;
      for (let i = 0; i < 3; i += 1) await call(state.base, 'GET', url, { cookie: state.member });
      const times = [];
      for (let i = 0; i < (quick ? 10 : 40); i += 1) {
        const answer = await call(state.base, 'GET', url, { cookie: state.member });
        times.push(answer.endedAt - answer.sentAt);
      }
      return summary(times);
    };
    const month = await measure('month');
    const department = await measure('department');
    results.details.spending = { purchases, trips, month, department };
    for (const [by, stats] of /** @type {const} */ ([
      ['month', month],
      ['department', department],
    ])) {
      row(
        `spending over a year by ${by}: p95 (1 conn.)`,
        `${stats.p95} ms (p50 ${stats.p50}; ${purchases} purchases, ${trips} trips)`,
        '≤ 50 ms',
        stats.p95 <= 50,
      );
    }
  });
}
