// @ts-check
// A pasted list of 200 lines (issue 31): its time at one connection, short lines and lines of 250 characters (budget
// p50 ≤ 300 ms), the longest the server's event loop was held meanwhile (bench/gc-hook.cjs, budget ≤ 50 ms), and
// `/api/health` while 10 users paste at once (p99 ≤ 50 ms) — on server A (PostgreSQL, with the 100,000 goods of the
// autocomplete step) and on a process of its own on PGlite. The timed pastes are previews (the whole reading, nothing
// written, so every one finds the same list), with one real paste of each kind beside them; the pastes beside the
// health probe are real ones that make 200 products each.
import http from 'node:http';
import { quick } from '../config.mjs';
import { call, freePort, now, request, round, sleep, stopChild, summary } from '../lib.mjs';
import { results, row, step } from '../report.mjs';
import { startServer } from '../servers.mjs';
import { state } from '../state.mjs';

const lineCount = 200;
const describe = 'очень длинное описание товара, которое никто не ищет ';
/** @type {Record<'short' | 'long', string>} */
const texts = {
  short: Array.from({ length: lineCount }, (_, i) => `товарчик${i}`).join('\n'),
  long: Array.from({ length: lineCount }, (_, i) => `товарчик${i} ${describe.repeat(6)}`.slice(0, 250)).join('\n'),
};
const concurrent = 10;

/** @param {import('../lib.mjs').Answer} answer */
const cookieOf = (answer) =>
  /** @type {string} */ (
    [answer.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('listok_session='))
      ?.split(';')[0]
  );

/**
 * Users who paste, each with a list of their own.
 * @param {string} base
 * @param {string} tag
 */
async function pasters(base, tag) {
  const users = [];
  for (let i = 0; i <= concurrent; i += 1) {
    const name = `paste_${tag}_${i}`;
    const signed = await call(base, 'POST', '/api/signup', {
      body: { email: `${name}@example.com`, username: name, password: 'bench-secret-1', password_re: 'bench-secret-1' },
      expected: [201],
    });
    const cookie = cookieOf(signed);
    const list = (await call(base, 'POST', '/api/lists', { cookie, body: { name: 'Вставка' }, expected: [201] })).json;
    users.push({ cookie, listId: /** @type {number} */ (list.id) });
  }
  return users;
}

/**
 * @param {string} base
 * @param {{ cookie: string, listId: number }} user
 * @param {string} text
 */
async function paste(base, user, text, preview = true) {
  const started = now();
  await call(base, 'POST', `/api/list/${user.listId}/add-text${preview ? '?preview=1' : ''}`, {
    cookie: user.cookie,
    body: { text },
    expected: [preview ? 200 : 201],
  });
  return now() - started;
}

/** The event loop's longest delay since the last reading (and resets it). @param {string} probe */
async function loopMax(probe) {
  const answer = await request(`${probe}/loop`);
  return /** @type {{ maxMs: number, p99Ms: number }} */ (JSON.parse(answer.text));
}

/**
 * The paste rows of one server.
 * @param {string} label
 * @param {import('../servers.mjs').Server} server
 */
async function measureOn(label, server) {
  const base = server.base;
  const users = await pasters(base, label.toLowerCase());
  const [first] = users;
  if (!first) throw new Error('no users');
  /** @type {Record<string, unknown>} */
  const details = {};
  for (const kind of /** @type {const} */ (['short', 'long'])) {
    for (let i = 0; i < 2; i += 1) await paste(base, first, texts[kind]);
    await loopMax(server.probe);
    const times = [];
    for (let i = 0; i < (quick ? 3 : 10); i += 1) times.push(await paste(base, first, texts[kind]));
    const loop = await loopMax(server.probe);
    const stats = summary(times);
    const added = await paste(base, users[1] ?? first, texts[kind], false);
    details[kind] = { previewMs: stats, addedMs: round(added, 1), loop };
    row(
      `paste of ${lineCount} ${kind === 'short' ? 'short lines' : 'lines of 250 characters'} (${label}): p50`,
      `${stats.p50} ms (max ${stats.max}; added for real ${round(added, 0)} ms)`,
      '≤ 300 ms',
      stats.p50 <= 300,
    );
    row(
      `event loop held during those pastes (${label}): longest`,
      `${round(loop.maxMs, 1)} ms (p99 ${round(loop.p99Ms, 1)})`,
      '≤ 50 ms',
      loop.maxMs <= 50,
    );
  }
  await loopMax(server.probe);
  details.health = await healthWhilePasting(base, users.slice(1));
  const health = /** @type {{ p99: number, max: number, n: number, pastes: number }} */ (details.health);
  const loop = await loopMax(server.probe);
  details.healthLoop = loop;
  row(
    `/api/health while ${concurrent} users paste (${label}): p99`,
    `${health.p99} ms (max ${health.max}; ${health.n} probes; ${health.pastes} pastes; loop held ≤ ${round(loop.maxMs, 1)} ms)`,
    '≤ 50 ms',
    health.p99 <= 50,
  );
  return details;
}

/**
 * `/api/health` every 20 ms while `users` each paste long lines again and again (one at a time each, as the server
 * lets a user), for a few seconds: real pastes, each into a new list with 200 names no product has (the costliest
 * paste: 200 products made, each name feeding the trigram indexes).
 * @param {string} base
 * @param {{ cookie: string, listId: number }[]} users
 */
async function healthWhilePasting(base, users) {
  const until = now() + (quick ? 3000 : 8000);
  let pastes = 0;
  const loads = users.map(async (user, index) => {
    for (let round = 0; now() < until; round += 1) {
      const list = (
        await call(base, 'POST', '/api/lists', {
          cookie: user.cookie,
          body: { name: `Вставка ${round}` },
          expected: [201],
        })
      ).json;
      const text = texts.long.replaceAll('товарчик', `товар${index}x${round}x`);
      await paste(base, { ...user, listId: /** @type {number} */ (list.id) }, text, false);
      pastes += 1;
    }
  });
  // A connection of its own: the pastes' requests must not hold the probe back in the client's pool.
  const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  while (now() < until) {
    const started = now();
    await request(`${base}/api/health`, { useAgent: own });
    times.push(now() - started);
    await sleep(20);
  }
  await Promise.all(loads);
  own.destroy();
  return { ...summary(times), pastes };
}

export async function measurePaste() {
  results.details.paste = {};
  const details = /** @type {Record<string, unknown>} */ (results.details.paste);
  await step('paste: PostgreSQL', 240_000, async () => {
    details.postgres = await measureOn('PostgreSQL', state.a);
  });
  await step('paste: PGlite', 240_000, async () => {
    const port = await freePort();
    const server = await startServer({
      port,
      publicUrl: `http://localhost:${port}`,
      label: 'paste-pglite',
      pglite: true,
    });
    try {
      details.pglite = await measureOn('PGlite', server);
    } finally {
      await stopChild(server.child);
    }
  });
}
