// @ts-check
// A list of 2,000 items: its read at one connection (budget p50 ≤ 40 ms) and the sizes a browser receives. The list
// screen of 2,000 goods on a phone is measured with the other screens (screens.mjs).
import { quick, size } from '../config.mjs';
import { call, request, round, summary } from '../lib.mjs';
import { results, row, step } from '../report.mjs';
import { createSharedList, fillList } from '../setup.mjs';
import { state } from '../state.mjs';

/** @param {string} url */
async function readLongList(url) {
  const base = state.base;
  let bytes = 0;
  for (let i = 0; i < 3; i += 1)
    bytes = Buffer.byteLength((await call(base, 'GET', url, { cookie: state.member })).text);
  const times = [];
  for (let i = 0; i < (quick ? 10 : 40); i += 1) {
    const answer = await call(base, 'GET', url, { cookie: state.member });
    times.push(answer.endedAt - answer.sentAt);
  }
  const stats = summary(times);
  // What a browser receives: the same answer compressed (made once, then kept).
  /** @param {string} encoding */
  const sizeIn = async (encoding) => {
    let answer;
    for (let i = 0; i < 2; i += 1)
      answer = await request(`${base}${url}`, { headers: { cookie: state.member, 'accept-encoding': encoding } });
    return answer?.headers['content-encoding'] === encoding ? answer.bytes : undefined;
  };
  const [br, gzip] = [await sizeIn('br'), await sizeIn('gzip')];
  const hundred = await request(`${base}/api/list/${state.list100}`, {
    headers: { cookie: state.member, 'accept-encoding': 'br' },
  });
  results.details.list2000 = {
    items: size.bigList,
    bytes,
    brotliBytes: br,
    gzipBytes: gzip,
    list100BrotliBytes: hundred.bytes,
    latencyMs: stats,
  };
  /** @param {number | undefined} n */
  const kb = (n) => (n === undefined ? 'not compressed' : `${round(n / 1024, 0)} KB`);
  row(
    `read list of ${size.bigList} items: p50 (1 conn.)`,
    `${stats.p50} ms (p95 ${stats.p95}; ${kb(bytes)}, Brotli ${kb(br)}, gzip ${kb(gzip)}; 100 items: Brotli ${round(hundred.bytes / 1024, 1)} KB)`,
    '≤ 40 ms',
    stats.p50 <= 40,
  );
}

export async function measureLongList() {
  await step('list of 2,000 items', 150_000, async () => {
    const listId = await createSharedList(state.base, 'Большой список');
    state.list2000 = listId;
    await fillList(listId, size.bigList, 300);
    await readLongList(`/api/list/${listId}`);
  });
}
