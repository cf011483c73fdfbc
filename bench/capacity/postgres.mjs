// @ts-check

import { suggestionsShare } from './assumptions.mjs';
import { fmt, pct, table } from './format.mjs';
import { assume as a, code, measured, sum, when } from './inputs.mjs';
import { deliveriesPeak, marksPeak } from './rates.mjs';
import { marksYear } from './storage.mjs';
import { presenceRowsPerSecond } from './streams.mjs';

const { rows, line, section } = table();

export { rows };

// PostgreSQL
section('PostgreSQL CPU');
/**
 * CPU milliseconds per request of a measured load: cores of the process ÷ requests per second.
 * @param {string} load
 * @param {string} process
 */
export const msPer = (load, process) =>
  when(
    (cores, rps) => (cores / rps) * 1000,
    measured(`${load}.cpuCores.${process}`),
    measured(`${load}.requestsPerSecond`),
  );
export const pgMark = msPer('mark50lists', 'postgres');
line(
  'PostgreSQL CPU per mark',
  fmt(pgMark, 'ms'),
  `\`mark50lists\`: ${fmt(measured('mark50lists.cpuCores.postgres'))} cores ÷ ${fmt(measured('mark50lists.requestsPerSecond'))} marks/s (the commit included)`,
  'measured',
);
const pgRead = msPer('read100', 'postgres');
line(
  "PostgreSQL CPU per read of a list's items",
  fmt(pgRead, 'ms'),
  `\`read100\`: ${fmt(measured('read100.cpuCores.postgres'))} cores ÷ ${fmt(measured('read100.requestsPerSecond'))} reads/s (one prepared statement)`,
  'measured',
);
/**
 * A figure of the reload step for a reload after a mark of its list, the model's event (`afterMark`). Runs made before
 * the suggestions were kept (shopping/suggestions.cache.ts) have only the reloads of unchanged lists, which made them
 * on every read: the same figure.
 * @param {'small' | 'large'} load
 * @param {string} figure
 */
export const afterMark = (load, figure) =>
  measured(`reloadCost.${load}.afterMark.${figure}`) ?? measured(`reloadCost.${load}.${figure}`);
/** Whether the run measured reloads after a mark (made with the suggestions kept). */
export const kept = measured('reloadCost.small.afterMark.postgresMs') !== undefined;
const pgReload = afterMark('small', 'postgresMs');
const knows = measured('reloadCost.small.memberKnows');
const timing = (/** @type {string} */ name) => fmt(measured(`reloadCost.small.serverTimingMs.${name}`));
line(
  'PostgreSQL CPU per reload (header, items, suggestions) after an event',
  fmt(pgReload, 'ms'),
  `reload step (\`details.reloadCost.small.afterMark\`): each reload right after a mark of its list, the mark's own ${fmt(measured('reloadCost.small.afterMark.mark.postgresMs'))} ms taken out; the suggestions kept, as a tick does not make them again; server times at one connection: header ${timing('header')}, items ${timing('items')}, suggestions ${timing('suggestionsAfterMark')} ms`,
  'measured',
);
/**
 * Runs made before the suggestions were kept for a trip (2026-11-28) did not measure them made apart: every reload
 * after a mark made them, so that reload, less the header and items, is the cost of making them, on every read.
 */
const madeApart = measured('reloadCost.small.made.postgresMs') !== undefined;
const pgMade = madeApart
  ? measured('reloadCost.small.made.postgresMs')
  : when((ms, read) => Math.max(0, ms - 2 * read), pgReload, pgRead);
line(
  'PostgreSQL CPU per read of suggestions made',
  fmt(pgMade, 'ms'),
  madeApart
    ? `reload step (\`details.reloadCost.small.made\`): each read the first of its list by a member who knows ${fmt(knows)} purchases of ${code.historyDays} days (server time ${timing('suggestionsMade')} ms at one connection)`
    : `a run before the suggestions were kept for a trip: the reload after a mark less two item reads (${fmt(pgRead)} ms each), the member knowing ${fmt(knows)} purchases of ${code.historyDays} days`,
  'measured',
);
const cityKnows = (a.members * a.marksPerMemberWeek * code.historyDays) / 7;
const pgMadeCity = when((ms, k) => (ms * cityKnows) / k, pgMade, knows);
line(
  '… for a city member',
  fmt(pgMadeCity, 'ms'),
  `${fmt(pgMade)} ms × ${fmt(cityKnows)} ÷ ${fmt(knows)}: a member knows their family's ${code.historyDays} days of marks (${a.members} × ${a.marksPerMemberWeek} a week), and the cost of making them follows the purchases they read`,
  'derived',
);
const perMillion = measured('reloadCost.postgresMsPerMillionOtherPurchases');
line(
  '… and per million purchases of other families in the table',
  fmt(perMillion, 'ms'),
  `reload step, suggestions made with ${fmt(measured('reloadCost.large.purchases'))} purchases against ${fmt(measured('reloadCost.small.purchases'))} (\`details.reloadCost\`)`,
  'measured',
);
const tableYear = marksYear / 1e6;
// Two loads of the step on a shared 2-core machine differ by up to about a seventh with nothing changed (the same step
// gave −10.8 and +1.6 ms a million in two runs of 2026-11-25; the suggestions made +0, −0.5, +2.3 and +11.5 % in four
// runs of 2026-11-28): a smaller growth is no growth.
const loadNoise = 0.15;
const growth = when(
  (large, small) => large / small - 1,
  measured(madeApart ? 'reloadCost.large.made.postgresMs' : 'reloadCost.large.afterMark.postgresMs'),
  madeApart ? pgMade : pgReload,
);
const grows = perMillion !== undefined && perMillion > 0 && growth !== undefined && growth > loadNoise;
const pgMadeYear = when((ms, m) => (grows ? ms + m * tableYear : ms), pgMadeCity, perMillion);
line(
  '… after a year',
  pgMadeYear === undefined ? 'not measured' : fmt(pgMadeYear, 'ms'),
  grows
    ? `${fmt(pgMadeCity)} ms + ${fmt(perMillion)} ms × ${fmt(tableYear)} million purchases in the table: the statements read purchases of every family (docs/performance-history.md, "The suggestions read by index")`
    : `${fmt(pgMadeCity)} ms: other families' purchases cost nothing measurable (${fmt(perMillion)} ms a million: the two loads differ by ${pct(growth ?? 0)}, within the ${pct(loadNoise)} two loads of the step differ by here), as the statements read the member's purchases by index`,
  'derived',
);
/** The share of an open client's reads of the suggestions that make them: the kept ones last a trip. */
const madeShare = madeApart ? Math.min(1, code.suggestionsEverySeconds / (code.suggestionsKeptMinutes * 60)) : 1;
line(
  "Share of a client's reads of suggestions that make them",
  pct(madeShare),
  !madeApart
    ? 'a run before the suggestions were kept for a trip: every read after a mark made them'
    : `read at most every ${fmt(code.suggestionsEverySeconds / 60)} minutes on events, kept ${code.suggestionsKeptMinutes} minutes for every process (shopping/suggestions.cache.ts); an item added during a trip makes them again too, not counted: in the shop, goods are ticked, not added`,
  'derived',
);
const pgPresence = when((ms) => ms / 1000, measured('storage.presenceRefresh.afterVacuum.msPerThousandRows'));
line(
  'PostgreSQL time per presence row refreshed',
  fmt(pgPresence, 'ms'),
  'storage step: one `update` of all rows of a process',
  'measured',
);
const coresMarks = when((ms) => (marksPeak * ms) / 1000, pgMark);
// A delivery's reload: header and items (priced as two item reads), and on a share of them the suggestions: the kept
// ones read (the rest of the reload's cost), and on a share of those made.
const pgKeptRead = madeApart ? when((ms, read) => Math.max(0, ms - 2 * read), pgReload, pgRead) : 0;
const pgSuggestionsCity = when((keptRead, made) => keptRead + madeShare * made, pgKeptRead, pgMadeYear);
const pgPerDelivery = when((read, sugg) => 2 * read + suggestionsShare * sugg, pgRead, pgSuggestionsCity);
const coresReloads = when((ms) => (deliveriesPeak * ms) / 1000, pgPerDelivery);
const coresPresence = when((ms) => (presenceRowsPerSecond * ms) / 1000, pgPresence);
line('Cores at peak: marks', fmt(coresMarks), `${fmt(marksPeak)}/s × ${fmt(pgMark)} ms`, 'derived');
line(
  'Cores at peak: reloads',
  fmt(coresReloads),
  `${fmt(deliveriesPeak)}/s × (2 × ${fmt(pgRead)} ms for header and items + ${pct(suggestionsShare)} × (${fmt(pgKeptRead)} ms for the suggestions kept + ${pct(madeShare)} × ${fmt(pgMadeYear)} ms made))`,
  'derived',
);
line(
  'Cores at peak: presence',
  fmt(coresPresence),
  `${fmt(presenceRowsPerSecond)} rows/s × ${fmt(pgPresence)} ms`,
  'derived',
);
export const coresPrimary = sum(coresMarks, coresReloads, coresPresence);
line(
  '**PostgreSQL cores at peak, as the code is**',
  `**${fmt(coresPrimary)}**`,
  `the three above (stream opens, list visits, My lists and the outbox not counted); one primary of ${a.primaryCores} cores planned at ${pct(a.primaryTarget)} has ${fmt(a.primaryCores * a.primaryTarget)}`,
  'derived',
);
export const coresWithoutSuggestions = sum(
  coresMarks,
  when((ms) => (deliveriesPeak * 2 * ms) / 1000, pgRead),
  coresPresence,
);
line(
  'PostgreSQL cores at peak, suggestions not asked again per event',
  fmt(coresWithoutSuggestions),
  `marks + presence + header and items per delivery, priced as two item reads (${fmt(deliveriesPeak * 2)}/s × ${fmt(pgRead)} ms; the header's own PostgreSQL time is not measured apart)`,
  'derived',
);
const readShare = when((r, t) => r / t, coresReloads, coresPrimary);
line(
  "Reads' share of PostgreSQL's CPU at peak",
  readShare === undefined ? 'not measured' : pct(readShare),
  'reloads ÷ all; what read replicas could take',
  'derived',
);
