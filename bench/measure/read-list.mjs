// @ts-check
// Read a list of 100 items: `GET /api/list/{id}` as the member, 50 connections (budget: ratio to bare ≥ 0.4, p99 ≤ 10 ms),
// without compression as the bare yardstick answers; then the same read as a browser asks for it (Accept-Encoding).
import { measuredLoad } from '../load.mjs';
import { step } from '../report.mjs';
import { state } from '../state.mjs';

export async function measureReadList() {
  await step('read a list of 100 items', 60_000, async () => {
    state.read = await measuredLoad(
      'read100',
      { url: `${state.base}/api/list/${state.list100}`, connections: 50, headers: { cookie: state.member } },
      { pids: { serverA: state.a.pid }, sampleClient: state.sampler },
    );
  });
  await step('read a list of 100 items, as a browser asks', 60_000, async () => {
    state.readBrowser = await measuredLoad(
      'read100browser',
      {
        url: `${state.base}/api/list/${state.list100}`,
        connections: 50,
        headers: { cookie: state.member, 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
      { pids: { serverA: state.a.pid }, sampleClient: state.sampler },
    );
  });
}
