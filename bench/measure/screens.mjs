// @ts-check
// Screens that never wait (issue 51), on a phone profile in Chromium (bench/phone.mjs), each figure the median of 5:
// the list page's JavaScript (Brotli bytes); a typical list opened cold, on a first visit and again, also at 4× CPU
// slowdown against a static one-line page from the same server; a list opened from My lists and back; a list of 2,000
// goods shown and ticked in rows and in tiles.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { routeScripts, routes } from '../../scripts/route-scripts.mjs';
import { size, skipBrowser, staticPage } from '../config.mjs';
import { call, round } from '../lib.mjs';
import { launch, median, newPhone, settled, shownAfterLoad, shownAfterTap, tickShown } from '../phone.mjs';
import { results, row, step } from '../report.mjs';
import { fillList, signUp } from '../setup.mjs';
import { state } from '../state.mjs';

const reps = 5;
/** A family's lists: the one measured first, then the ones opened from My lists. */
const household = [
  ['Продукты на неделю', 30],
  ['Дача', 12],
  ['Аптека', 5],
  ['Ремонт', 8],
  ['Подарки', 6],
];
const budgets = { listJsKb: 180, coldMs: 1000, slowRatio: 3, fromListsMs: 200, backMs: 100, longMs: 500, tickMs: 100 };

/** The list page's JavaScript as sent (the build's Brotli copies), against its budget. */
function listRouteBrotli() {
  const dist = /** @type {string} */ (state.webDist);
  const list = routes[1];
  if (!list) throw new Error('no list route in scripts/route-scripts.mjs');
  const bytes = routeScripts(dist, list.lazy).reduce((sum, file) => {
    const path = join(dist, file);
    return (
      sum + (existsSync(`${path}.br`) ? statSync(`${path}.br`).size : brotliCompressSync(readFileSync(path)).length)
    );
  }, 0);
  results.details.listRouteBrotliBytes = bytes;
  const kb = bytes / 1024;
  row('list page JavaScript (Brotli)', `${round(kb, 1)} KB`, `≤ ${budgets.listJsKb} KB`, kb <= budgets.listJsKb);
}

/**
 * A signed-up user with lists of common goods (filled in SQL: setup, not measured).
 * @param {string} tag
 * @param {(string | number)[][]} lists
 */
async function userWithLists(tag, lists) {
  const cookie = await signUp(state.base, tag);
  const made = [];
  let offset = 0;
  for (const [name, goods] of lists) {
    const body = { name };
    const { id } = (await call(state.base, 'POST', '/api/lists', { cookie, body, expected: [201] })).json;
    await fillList(id, Number(goods), offset);
    offset += Number(goods);
    made.push({ id: /** @type {number} */ (id), name: String(name), goods: Number(goods) });
  }
  return { cookie, lists: made };
}

/** @param {number[]} values */
const ms = (values) => `${round(median(values), 0)} ms`;

/**
 * A list of `goods` opened cold `reps` times, each on a fresh phone (first visit) and once more on it (repeat), and
 * the static page the same way, at a CPU slowdown.
 * @param {import('playwright').Browser} browser
 * @param {{ cookie: string, path: string, goods: number, slowdown: number }} what
 */
async function coldOpens(browser, { cookie, path, goods, slowdown }) {
  /** @type {Record<'listFirst' | 'listRepeat' | 'staticFirst' | 'staticRepeat', number[]>} */
  const figures = { listFirst: [], listRepeat: [], staticFirst: [], staticRepeat: [] };
  const rows = /** @type {const} */ ({ kind: 'rows', n: goods });
  const line = /** @type {const} */ ({ kind: 'text', text: staticPage.text });
  for (let i = 0; i < reps; i += 1) {
    const list = await newPhone(browser, { base: state.publicUrl, cookie, slowdown });
    figures.listFirst.push((await shownAfterLoad(list.page, `${state.publicUrl}${path}`, rows)).ms);
    figures.listRepeat.push((await shownAfterLoad(list.page, `${state.publicUrl}${path}`, rows)).ms);
    await list.context.close();
    const plain = await newPhone(browser, { base: state.publicUrl, slowdown });
    const url = `${state.publicUrl}/${staticPage.file}`;
    figures.staticFirst.push((await shownAfterLoad(plain.page, url, line)).ms);
    figures.staticRepeat.push((await shownAfterLoad(plain.page, url, line)).ms);
    await plain.context.close();
  }
  return figures;
}

/**
 * @param {import('playwright').Browser} browser
 * @param {{ cookie: string, lists: { id: number, name: string, goods: number }[] }} family
 */
async function typicalList(browser, family) {
  const [first] = family.lists;
  if (!first) return;
  const path = `/lists/${first.id}`;
  const quick = await coldOpens(browser, { cookie: family.cookie, path, goods: first.goods, slowdown: 1 });
  results.details.phoneColdOpen = quick;
  row(
    `list of ${first.goods} on a phone, opened cold: rows shown`,
    `${ms(quick.listFirst)} (repeat visit ${ms(quick.listRepeat)}; a static page ${ms(quick.staticFirst)})`,
    `≤ ${budgets.coldMs} ms`,
    median(quick.listFirst) <= budgets.coldMs,
  );
  const slow = await coldOpens(browser, { cookie: family.cookie, path, goods: first.goods, slowdown: 4 });
  results.details.phoneColdOpenAt4x = slow;
  const ratio = median(slow.listFirst) / median(slow.staticFirst);
  const repeatRatio = median(slow.listRepeat) / median(slow.staticRepeat);
  row(
    `list of ${first.goods} on a phone at 4× CPU slowdown: rows shown ÷ a static page shown`,
    `${round(ratio, 1)}× (${ms(slow.listFirst)} ÷ ${ms(slow.staticFirst)}; repeat visit ${round(repeatRatio, 1)}×)`,
    `≤ ${budgets.slowRatio}×`,
    ratio <= budgets.slowRatio,
  );
}

/**
 * From My lists to each list by its link, and back, in the running app.
 * @param {import('playwright').Browser} browser
 * @param {{ cookie: string, lists: { id: number, name: string, goods: number }[] }} family
 */
async function betweenScreens(browser, family) {
  const { context, page } = await newPhone(browser, { base: state.publicUrl, cookie: family.cookie });
  const myLists = /** @param {string} name */ (name) => /** @type {const} */ ({ kind: 'link', text: name });
  const first = family.lists[0]?.name ?? '';
  await shownAfterLoad(page, `${state.publicUrl}/lists`, myLists(first));
  // The app keeps every list on the device once it runs (issue 51): the lists are read before they are opened.
  await page.waitForTimeout(2000);
  const forward = [];
  const back = [];
  for (const list of family.lists.slice(0, reps)) {
    forward.push((await shownAfterTap(page, list.name, { kind: 'rows', n: list.goods })).ms);
    back.push((await shownAfterTap(page, null, myLists(first))).ms);
  }
  await context.close();
  results.details.phoneBetweenScreens = { forward, back };
  row(
    'a list opened from My lists on a phone: rows shown',
    ms(forward),
    `≤ ${budgets.fromListsMs} ms`,
    median(forward) <= budgets.fromListsMs,
  );
  row(
    'back from a list to My lists on a phone: shown',
    ms(back),
    `≤ ${budgets.backMs} ms`,
    median(back) <= budgets.backMs,
  );
}

/**
 * The list of 2,000 goods opened cold and ticked, as rows and as tiles (the device's choice).
 * @param {import('playwright').Browser} browser
 */
async function longList(browser) {
  const owner = await userWithLists('bench_phone_big', [['Большой список', size.bigList]]);
  const list = owner.lists[0];
  if (!list) return;
  for (const layout of /** @type {const} */ (['rows', 'tiles'])) {
    /** @type {Record<'first' | 'repeat' | 'loadTask' | 'settleTask' | 'tick' | 'tickTask', number[]>} */
    const figures = { first: [], repeat: [], loadTask: [], settleTask: [], tick: [], tickTask: [] };
    const ready = /** @type {const} */ ({ kind: layout, n: list.goods });
    const url = `${state.publicUrl}/lists/${list.id}`;
    for (let i = 0; i < reps; i += 1) {
      const storage = { 'listok.itemsLayout': layout };
      const { context, page } = await newPhone(browser, { base: state.publicUrl, cookie: owner.cookie, storage });
      figures.first.push((await shownAfterLoad(page, url, ready)).ms);
      const repeat = await shownAfterLoad(page, url, ready);
      figures.repeat.push(repeat.ms);
      figures.loadTask.push(repeat.longestTaskMs);
      // The load's own work after its rows showed (the menus, the add box) is the load's: the tick comes once the page
      // is idle, as a hand in a shop comes a moment after the eye.
      figures.settleTask.push(await settled(page));
      // Ticked goods go to the end: each phone ticks the first good left to buy.
      const tick = await tickShown(page, layout);
      figures.tick.push(tick.ms);
      figures.tickTask.push(tick.longestTaskMs);
      await context.close();
    }
    results.details[`phoneLongList_${layout}`] = figures;
    row(
      `list of ${list.goods} on a phone (${layout}): shown after navigation`,
      `${ms(figures.repeat)} (first visit ${ms(figures.first)}; longest task ${ms(figures.loadTask)}, ${ms(figures.settleTask)} until the page is idle)`,
      `≤ ${budgets.longMs} ms`,
      median(figures.repeat) <= budgets.longMs,
    );
    row(
      `list of ${list.goods} on a phone (${layout}): a tick shown`,
      `${ms(figures.tick)} (longest task of the tick ${ms(figures.tickTask)})`,
      `≤ ${budgets.tickMs} ms, no task over 50 ms`,
      median(figures.tick) <= budgets.tickMs && median(figures.tickTask) <= 50,
    );
  }
}

export async function measureScreens() {
  await step('screens on a phone', 600_000, async () => {
    if (skipBrowser || !state.webDist) {
      row('screens on a phone', skipBrowser ? 'skipped: BENCH_SKIP_BROWSER=1' : 'skipped: no web build', '', null);
      return;
    }
    listRouteBrotli();
    const browser = await launch();
    if (typeof browser === 'string') {
      row('screens on a phone', `skipped: ${browser}`, '', null);
      return;
    }
    try {
      const family = await userWithLists('bench_phone', household);
      await typicalList(browser, family);
      await betweenScreens(browser, family);
      await longList(browser);
    } finally {
      await browser.close();
    }
  });
}
