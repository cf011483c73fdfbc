// @ts-check
// What every measurement needs, made before the first one: the web client for the Chromium part, server A, the two
// users (owner and member), the 100-item list through the API and 50 more lists of 100 items in SQL.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { dbUrl, root, staticPage, work } from './config.mjs';
import { call, freePort, now, round, startChild } from './lib.mjs';
import { results, step } from './report.mjs';
import { startServer } from './servers.mjs';
import { state } from './state.mjs';

/** @param {import('./lib.mjs').Answer} answer */
const cookieOf = (answer) => {
  const header = [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('listok_session='));
  if (!header) throw new Error('no session cookie in the answer');
  return /** @type {string} */ (header.split(';')[0]);
};

/**
 * @param {string} base
 * @param {string} tag
 */
export async function signUp(base, tag) {
  const answer = await call(base, 'POST', '/api/signup', {
    body: { email: `${tag}@example.com`, username: tag, password: 'bench-secret-1', password_re: 'bench-secret-1' },
    expected: [201],
  });
  return cookieOf(answer);
}

/**
 * A list of the owner that the member has joined with its access code.
 * @param {string} base
 * @param {string} name
 * @returns {Promise<number>}
 */
export async function createSharedList(base, name) {
  const list = (await call(base, 'POST', '/api/lists', { cookie: state.owner, body: { name }, expected: [201] })).json;
  await call(base, 'GET', `/api/list/${list.id}/join?ac=${encodeURIComponent(list.access)}`, { cookie: state.member });
  return list.id;
}

/**
 * Puts `count` common goods on a list straight in SQL (setup, not measured).
 * @param {number} listId
 * @param {number} count
 */
export async function fillList(listId, count, offset = 0) {
  // The seed's catalogue has some 550 goods; a run of a few steps (`npm run bench -- 2,000`) makes the rest it needs.
  await state.db.query(
    `insert into products (name_ru, name_en, common)
     select 'Товар ' || g, 'Good ' || g, true
     from generate_series(1, greatest(0, $1 - (select count(*) from products where common))::int) g`,
    [offset + count],
  );
  await state.db.query(
    `insert into list_items (list_id, product_id, unit_id, added_by)
     select $1, p.id, coalesce(p.default_unit_id, (select id from units where code = 'pcs')), u.id
     from products p, (select id from users where username = 'bench_owner') u
     where p.common order by p.id offset $3 limit $2`,
    [listId, count, offset],
  );
}

/** The web client for the Chromium part, built into a private directory (web/dist belongs to the other builds). */
export async function buildWebClient() {
  await step('build web client (private dir)', 180_000, async () => {
    const out = join(work, 'web-dist');
    const build = startChild(join(root, 'web/node_modules/.bin/vite'), ['build', '--outDir', out, '--emptyOutDir'], {
      cwd: join(root, 'web'),
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const code = await build.exited;
    if (code !== 0) throw new Error(`vite build failed (${code}): ${build.output.slice(-500)}`);
    // The yardstick of the phone's screens (measure/screens.mjs): a page of one line, served as the app is.
    const { file, text } = staticPage;
    writeFileSync(
      join(out, file),
      `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Листок</title><p>${text}</p>\n`,
    );
    state.webDist = out;
  });
}

/** Server A, the measured process, and two database connections of the bench's own (setup SQL, pool sampling). */
export async function startServerA() {
  const portA = await freePort();
  state.publicUrl = `http://localhost:${portA}`;
  await step('start server A', 90_000, async () => {
    const started = now();
    state.a = await startServer({ port: portA, publicUrl: state.publicUrl, webDist: state.webDist, label: 'a' });
    results.details.firstStartOnPostgresMs = round(now() - started, 0);
  });
  if (!state.a) throw new Error('server A did not start');
  state.base = state.a.base;
  state.db = new pg.Client({ connectionString: dbUrl });
  state.sampler = new pg.Client({ connectionString: dbUrl });
  await state.db.connect();
  await state.sampler.connect();
}

export async function setUpUsersAndLists() {
  const base = state.base;
  await step('setup: users and lists', 120_000, async () => {
    state.owner = await signUp(base, 'bench_owner');
    state.member = await signUp(base, 'bench_member');
    // The list of 100 items, filled through the API.
    state.list100 = await createSharedList(base, 'Закупка на неделю');
    const { rows } = await state.db.query('select id from products where common order by id limit 100');
    for (const { id } of rows) {
      await call(base, 'POST', `/api/list/${state.list100}/add`, {
        cookie: state.owner,
        body: { item: id },
        expected: [201],
      });
    }
    // 50 more lists of 100 items for the write path: 50 families marking at once, not one list's lock.
    state.markLists = [];
    for (let i = 0; i < 50; i += 1) {
      const id = await createSharedList(base, `Семья ${i + 1}`);
      await fillList(id, 100, i * 5);
      state.markLists.push(id);
    }
    state.markRows = (
      await state.db.query('select id from list_items where list_id = any($1::int[])', [state.markLists])
    ).rows.map((r) => r.id);
    state.list100Rows = (
      await state.db.query('select id from list_items where list_id = $1 order by id', [state.list100])
    ).rows.map((r) => r.id);
    const payload = await call(base, 'GET', `/api/list/${state.list100}`, { cookie: state.member });
    if (payload.json.length !== 100) throw new Error(`list has ${payload.json.length} items, not 100`);
    state.payloadFile = join(work, 'list100.json');
    writeFileSync(state.payloadFile, payload.text);
    results.details.list100PayloadBytes = Buffer.byteLength(payload.text);
  });
}
