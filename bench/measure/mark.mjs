// @ts-check
// Mark an item, the write path with its push publish: 50 connections on random rows of 50 lists (50 families at once;
// budget: ratio to bare ≥ 0.4), and all on one list, for the cost of its row lock (information).
import { measuredLoad } from '../load.mjs';
import { step } from '../report.mjs';
import { state } from '../state.mjs';

/**
 * `PATCH /api/list-item/mark/{row}` on a random one of `rowIds`, 50 connections, as the member.
 * @param {number[]} rowIds
 * @returns {import('autocannon').Options}
 */
export const markOptions = (rowIds) => ({
  url: state.base,
  connections: 50,
  method: 'PATCH',
  headers: { cookie: state.member, 'content-type': 'application/json' },
  body: '{}',
  requests: [
    {
      setupRequest: (req) => ({
        ...req,
        path: `/api/list-item/mark/${rowIds[Math.floor(Math.random() * rowIds.length)]}`,
      }),
    },
  ],
});

export async function measureMark() {
  const watch = () => ({ pids: { serverA: state.a.pid }, sampleClient: state.sampler });
  await step('mark an item', 60_000, async () => {
    state.mark = await measuredLoad('mark50lists', markOptions(state.markRows), watch());
  });
  await step('mark an item, all on one list', 60_000, async () => {
    state.markHot = await measuredLoad('mark1list', markOptions(state.list100Rows), watch());
  });
}
