#!/usr/bin/env node
// @ts-check
// The capacity model of a city (docs/performance.md, "Scale: the figures of a city"): `npm run capacity` or
// `node bench/capacity.mjs [results.json]` (default bench/results.json) prints it as Markdown. Every figure is either
// read from a benchmark run (measured), computed from such figures and the assumptions (capacity/inputs.mjs), or one
// of the assumptions, named as such. A figure whose measurement is missing from the run says "not measured".
import { bundlesPerTrip } from './capacity/bundles.mjs';
import { bytes, fmt, pct, table } from './capacity/format.mjs';
import { assume, code, file, measured, results, sum, week, when, year } from './capacity/inputs.mjs';

const { rows, line, section } = table();

// ---------------------------------------------------------------------------------------------------------------------
// The model

const a = assume;
const users = a.families * a.members;

section('Assumptions');
line('Families; members each', `${fmt(a.families)}; ${a.members}`, 'the city of the question', 'assumption');
line(
  'Marks per member and week',
  fmt(a.marksPerMemberWeek),
  'the city of the question (a mark is a tick: a purchase)',
  'assumption',
);
line(
  "Saturday's share of the week's marks",
  pct(a.saturdayShare),
  'the big weekly shop is done on Saturday by many families (an even week would be 14 %)',
  'assumption',
);
line(
  "11:00–12:00's share of Saturday's marks",
  pct(a.peakHourShare),
  'shops open about 12 hours; the late morning is the busiest (even: 8 %)',
  'assumption',
);
line(
  'Marks per shopping trip; the list open for',
  `${a.marksPerTrip}; ${a.tripMinutes} min`,
  'a trip is one list visit with the list open while shopping',
  'assumption',
);
line(
  'Other members with the list open during a trip',
  fmt(a.watchersPerTrip),
  'at home, following or adding (of the two others, one in four)',
  'assumption',
);
line(
  'Members with a list open without shopping',
  pct(a.idleShare),
  'a tab left open on a computer, all day long; its stream hears nothing but heartbeats',
  'assumption',
);
line(
  'Devices with notifications on, per member',
  fmt(a.devicesPerMember),
  'half the members, some with two devices (mode "all changes")',
  'assumption',
);
line("Items on a family's lists", fmt(a.itemsPerFamily), 'three lists of 50', 'assumption');

section("The server's rules (server/src)");
line(
  "A bundle of a list's changes ends",
  `${code.bundleSeconds} s after its last change, ${code.bundleMaxSeconds} s after its first at the latest`,
  'PUSH_BUNDLE_SECONDS, PUSH_BUNDLE_MAX_SECONDS (config.ts defaults; plugins/web-push.bundles.ts)',
  'code',
);
line(
  'Heartbeat; presence refresh',
  `every ${code.heartbeatSeconds} s; every ${code.heartbeatSeconds} s`,
  'PUSH_HEARTBEAT_SECONDS; realtime/presence.ts (one update of all rows of a process)',
  'code',
);
line(
  'Push events kept; purchases kept',
  `1 h (purged hourly: at most ${code.pushEventsKeptHours} h); for ever`,
  'start.ts; purchases go only with their list (lists.repo.ts)',
  'code',
);
line(
  'PostgreSQL connections per process',
  `${code.poolPerProcess} + ${code.listenPerProcess}`,
  'the pool (db/client.ts) and the LISTEN connection of PUSH_BUS=postgres (push-bus/postgres.ts)',
  'code',
);
line(
  'What an open client does on an event',
  'reloads the list: header, items, suggestions',
  "web: realtime/hooks/use-list-events.ts → refreshList (every query under the list's key)",
  'code',
);

// Rates
section('Writes and events');
const marksWeek = a.families * a.members * a.marksPerMemberWeek;
const marksAvg = marksWeek / week;
const peakFactor = a.saturdayShare * a.peakHourShare * 168;
const marksPeak = marksAvg * peakFactor;
line('Marks per week', fmt(marksWeek), `${fmt(a.families)} × ${a.members} × ${a.marksPerMemberWeek}`, 'derived');
line('Marks per second, average', fmt(marksAvg, '/s'), `${fmt(marksWeek)} ÷ 604,800 s`, 'derived');
line(
  'Peak factor (Saturday 11:00)',
  `× ${fmt(peakFactor)}`,
  `the peak hour holds ${pct(a.saturdayShare)} × ${pct(a.peakHourShare)} = ${pct(a.saturdayShare * a.peakHourShare)} of the week, an average hour 1/168`,
  'derived',
);
line(
  '**Marks (writes) per second at peak**',
  `**${fmt(marksPeak, '/s')}**`,
  `${fmt(marksAvg)} × ${fmt(peakFactor)}; each one commit (one function call, \`listok_mark_item\`)`,
  'derived',
);
const tripsPerSecond = marksPeak / a.marksPerTrip;
const tripsOpen = tripsPerSecond * a.tripMinutes * 60;
line(
  'Trips under way at peak',
  fmt(tripsOpen),
  `${fmt(marksPeak)} ÷ ${a.marksPerTrip} marks a trip × ${fmt(a.tripMinutes * 60)} s`,
  'derived',
);
// Presence events: a member's first stream of a list and their last one publish the header (realtime/presence.ts).
const presenceEventsPerSecond = tripsPerSecond * (1 + a.watchersPerTrip) * 2;
const eventsPeak = marksPeak + presenceEventsPerSecond;
line(
  '**Events per second at peak**',
  `**${fmt(eventsPeak, '/s')}**`,
  `one per mark (a \`push_events\` row) + ${fmt(presenceEventsPerSecond)}/s presence events (a member's first and last stream of a list: 2 × ${fmt(1 + a.watchersPerTrip)} per trip)`,
  'derived',
);
const streamsPerMark = 1 + a.watchersPerTrip;
const deliveriesPeak = marksPeak * streamsPerMark;
line(
  '**Event deliveries per second at peak**',
  `**${fmt(deliveriesPeak, '/s')}**`,
  `every mark to every open stream of its list: the shopper's and ${a.watchersPerTrip} other member's on average (${fmt(streamsPerMark)} a mark); presence events go only to streams that ask for them (+${fmt(presenceEventsPerSecond * streamsPerMark)}/s, a header reload each)`,
  'derived',
);

// Streams
section('Open streams');
const listStreams = tripsOpen * streamsPerMark;
const idleStreams = users * a.idleShare;
const streamsPeak = listStreams + idleStreams;
line(
  '**Open streams at peak**',
  `**${fmt(streamsPeak)}**`,
  `${fmt(tripsOpen)} trips × ${fmt(streamsPerMark)} + ${pct(a.idleShare)} of ${fmt(users)} members`,
  'derived',
);
const bytesPerStream = measured('idle.bytesPerConnection');
line(
  'Memory per stream',
  bytes(bytesPerStream),
  `idle streams step: RSS growth over ${fmt(measured('idle.streams'))} streams after a full GC (\`details.idle.bytesPerConnection\`)`,
  'measured',
);
const streamMemory = when((b) => streamsPeak * b, bytesPerStream);
line(
  'Memory of the streams at peak',
  bytes(streamMemory),
  `${fmt(streamsPeak)} × ${bytes(bytesPerStream)}, over all processes`,
  'derived',
);
const heartbeatsPeak = streamsPeak / code.heartbeatSeconds;
line(
  'Heartbeats per second',
  fmt(heartbeatsPeak, '/s'),
  `${fmt(streamsPeak)} streams ÷ ${code.heartbeatSeconds} s (PUSH_HEARTBEAT_SECONDS)`,
  'derived',
);
// Presence rows: one per list and member with a stream of it open (per process); refreshed every heartbeat interval.
const presenceRows = listStreams + idleStreams;
const presenceRowsPerSecond = presenceRows / code.heartbeatSeconds;
line(
  'Presence rows refreshed per second',
  fmt(presenceRowsPerSecond, '/s'),
  `a \`list_presence\` row per open list and member (${fmt(presenceRows)}, taking every idle stream to be a list's), \`seen_at\` updated every ${code.heartbeatSeconds} s`,
  'derived',
);

// Notifications
section('Notifications (Web Push)');
const bundles = bundlesPerTrip(a.marksPerTrip, a.tripMinutes * 60, code.bundleSeconds, code.bundleMaxSeconds);
line(
  'Bundles per trip',
  `${fmt(bundles)} (${fmt(a.marksPerTrip / bundles)} marks each)`,
  `the code's rule (a list's changes told ${code.bundleSeconds} s after its last change, at most ${code.bundleMaxSeconds} s after its first) over ${a.marksPerTrip} marks at random moments of ${a.tripMinutes} min (a mark every ${fmt((a.tripMinutes * 60) / a.marksPerTrip)} s on average), simulated`,
  'derived',
);
const devicesTold = (a.members - 1) * a.devicesPerMember;
const notificationsPeak = tripsPerSecond * bundles * devicesTold;
line(
  '**Push notifications per second at peak**',
  `**${fmt(notificationsPeak, '/s')}**`,
  `${fmt(tripsPerSecond)} trips/s × ${fmt(bundles)} bundles × ${fmt(devicesTold)} devices of the other ${a.members - 1} members (never the author's); each a \`push_outbox\` row written and deleted, and an encrypted, signed request to a push service (CPU not measured)`,
  'derived',
);
const longer = bundlesPerTrip(a.marksPerTrip, a.tripMinutes * 60, 300, 900);
line(
  'The same with PUSH_BUNDLE_SECONDS=300, PUSH_BUNDLE_MAX_SECONDS=900',
  `${fmt(tripsPerSecond * longer * devicesTold, '/s')} (${fmt(longer)} bundles per trip)`,
  'the same simulation with a five-minute quiet time: a trip told in a few messages instead of one per mark or two',
  'derived',
);

// Storage
section('Storage');
const marksYear = (marksWeek / week) * year;
line('Marks per year', fmt(marksYear), `${fmt(marksWeek)} × 52.2`, 'derived');
const purchaseBytes = measured('storage.bytesPerMark.purchases.total');
line(
  'Bytes per mark kept: `purchases` (row + 4 indexes)',
  bytes(purchaseBytes),
  `storage step: growth over ${fmt(measured('storage.marks'))} ticks (\`details.storage.bytesPerMark.purchases\`); purchases are never deleted but with their list`,
  'measured',
);
const eventBytes = measured('storage.bytesPerMark.push_events.total');
line(
  'Bytes per mark for a while: `push_events`; `list_changes`',
  `${bytes(eventBytes)}; ${bytes(measured('storage.bytesPerMark.list_changes.total'))}`,
  'storage step; events are purged after an hour (start.ts), changes once their bundle is told (at most 2 min)',
  'measured',
);
const purchasesYear = when((b) => marksYear * b, purchaseBytes);
line('**Purchases per year**', `**${bytes(purchasesYear)}**`, `${fmt(marksYear)} × ${bytes(purchaseBytes)}`, 'derived');
const itemRow = measured('storage.atRest.list_items.bytesPerRow');
const listsBase = when((b) => a.families * a.itemsPerFamily * b, itemRow);
line(
  'The lists themselves (items)',
  bytes(listsBase),
  `${fmt(a.families)} × ${a.itemsPerFamily} items × ${bytes(itemRow)} a row with its indexes (\`details.storage.atRest.list_items\`); lists, members and accounts are far fewer rows`,
  'derived',
);
const eventsKept = when((b) => eventsPeak * code.pushEventsKeptHours * 3600 * b, eventBytes);
line(
  '`push_events` at most (peak rate for 2 h)',
  bytes(eventsKept),
  `${fmt(eventsPeak)}/s × 7,200 s × ${bytes(eventBytes)}: a steady size, not growth`,
  'derived',
);
const dbYear = sum(purchasesYear, listsBase, eventsKept);
line(
  '**Database after a year**',
  `**${bytes(dbYear)}**`,
  'purchases + lists + events; growth is the purchases alone',
  'derived',
);
const walRecord = measured('storage.walRecordBytesPerMark');
const walPerImage = measured('storage.walBytesPerFullPageImage');
line(
  'WAL per mark: records',
  bytes(walRecord),
  `storage step, pg_walinspect (\`details.storage.walRecordBytesPerMark\`): the function's updates and inserts, their index entries, the row locks of foreign keys, the commit`,
  'measured',
);
line(
  'WAL per full-page image',
  bytes(walPerImage),
  `storage step (\`details.storage.walBytesPerFullPageImage\`; wal_compression off); the bench's small database took ${fmt(measured('storage.walFullPageImagesPerMark'))} a mark right after a checkpoint`,
  'measured',
);
// Without pg_walinspect the run has the WAL as a whole only (the bench's few page images included).
const walMark =
  when((r, p) => r + a.pageImagesPerMark * p, walRecord, walPerImage) ?? measured('storage.walBytesPerMark');
line(
  'WAL per mark in a city-size database',
  bytes(walMark),
  walRecord === undefined
    ? 'the WAL per mark as measured (`details.storage.walBytesPerMark`; no split into records and page images)'
    : `${bytes(walRecord)} + ${fmt(a.pageImagesPerMark)} page images (assumption: six pages first changed per trip of ${a.marksPerTrip}, one per mark) × ${bytes(walPerImage)}`,
  'derived',
);
const presenceWal = measured('storage.presenceRefresh.afterVacuum.walBytesPerRow');
line(
  'WAL per presence row refreshed',
  bytes(presenceWal),
  'storage step, after a vacuum (`details.storage.presenceRefresh`)',
  'measured',
);
// The average day: marks at the average rate; open streams follow the marks (trips) plus the idle ones all day.
const presenceRowsAvg = (listStreams / peakFactor + idleStreams) / code.heartbeatSeconds;
const walDayMarks = when((w) => marksAvg * 86400 * w, walMark);
const walDayPresence = when((w) => presenceRowsAvg * 86400 * w, presenceWal);
line(
  '**WAL per day** (average day)',
  `**${bytes(sum(walDayMarks, walDayPresence))}**`,
  `marks ${fmt(marksAvg)}/s × 86,400 × ${bytes(walMark)} = ${bytes(walDayMarks)}; presence ${fmt(presenceRowsAvg)} rows/s × 86,400 × ${bytes(presenceWal)} = ${bytes(walDayPresence)}`,
  'derived',
);
const walPeak = sum(
  when((w) => marksPeak * w, walMark),
  when((w) => presenceRowsPerSecond * w, presenceWal),
);
line(
  'WAL per second at peak',
  walPeak === undefined ? 'not measured' : `${bytes(walPeak)}/s`,
  'the same at the peak rates',
  'derived',
);

// PostgreSQL
section('PostgreSQL CPU');
/**
 * CPU milliseconds per request of a measured load: cores of the process ÷ requests per second.
 * @param {string} load
 * @param {string} process
 */
const msPer = (load, process) =>
  when(
    (cores, rps) => (cores / rps) * 1000,
    measured(`${load}.cpuCores.${process}`),
    measured(`${load}.requestsPerSecond`),
  );
const pgMark = msPer('mark50lists', 'postgres');
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
const pgReload = measured('reloadCost.small.postgresMs');
const knows = measured('reloadCost.small.memberKnows');
const suggestionsMs = measured('reloadCost.small.serverTimingMs.suggestions');
line(
  'PostgreSQL CPU per reload (header, items, suggestions)',
  fmt(pgReload, 'ms'),
  `reload step (\`details.reloadCost.small\`), the member knowing ${fmt(knows)} purchases of 180 days; the suggestions are ${fmt(suggestionsMs)} ms of the server times ${fmt(measured('reloadCost.small.serverTimingMs.header'))} + ${fmt(measured('reloadCost.small.serverTimingMs.items'))} + ${fmt(suggestionsMs)} ms`,
  'measured',
);
const cityKnows = (a.members * a.marksPerMemberWeek * code.historyDays) / 7;
const pgReloadCity = when((ms, k) => (ms * cityKnows) / k, pgReload, knows);
line(
  'PostgreSQL CPU per reload for a city member',
  fmt(pgReloadCity, 'ms'),
  `${fmt(pgReload)} ms × ${fmt(cityKnows)} ÷ ${fmt(knows)}: a member knows their family's ${code.historyDays} days of marks (${a.members} × ${a.marksPerMemberWeek} a week), and the suggestions' cost follows the purchases they read`,
  'derived',
);
const perMillion = measured('reloadCost.postgresMsPerMillionOtherPurchases');
line(
  '… and per million purchases of other families in the table',
  fmt(perMillion, 'ms'),
  `reload step with ${fmt(measured('reloadCost.large.purchases'))} purchases against ${fmt(measured('reloadCost.small.purchases'))} (\`details.reloadCost\`)`,
  'measured',
);
const tableYear = marksYear / 1e6;
const pgReloadYear = when((ms, m) => (m > 0 ? ms + m * tableYear : ms), pgReloadCity, perMillion);
line(
  'PostgreSQL CPU per reload after a year',
  pgReloadYear === undefined ? 'not measured' : fmt(pgReloadYear / 1000, 's'),
  `${fmt(pgReloadCity)} ms + ${fmt(perMillion)} ms × ${fmt(tableYear)} million purchases in the table: the statements read purchases of every family (docs/performance.md)`,
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
const coresReloads = when((ms) => (deliveriesPeak * ms) / 1000, pgReloadCity);
const coresPresence = when((ms) => (presenceRowsPerSecond * ms) / 1000, pgPresence);
line('Cores at peak: marks', fmt(coresMarks), `${fmt(marksPeak)}/s × ${fmt(pgMark)} ms`, 'derived');
line('Cores at peak: reloads', fmt(coresReloads), `${fmt(deliveriesPeak)}/s × ${fmt(pgReloadCity)} ms`, 'derived');
line(
  'Cores at peak: presence',
  fmt(coresPresence),
  `${fmt(presenceRowsPerSecond)} rows/s × ${fmt(pgPresence)} ms`,
  'derived',
);
const coresPrimary = sum(coresMarks, coresReloads, coresPresence);
line(
  '**PostgreSQL cores at peak, as the code is**',
  `**${fmt(coresPrimary)}**`,
  `the three above (stream opens, list visits, My lists and the outbox not counted); one primary of ${a.primaryCores} cores planned at ${pct(a.primaryTarget)} has ${fmt(a.primaryCores * a.primaryTarget)}`,
  'derived',
);
const coresWithoutSuggestions = sum(
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

section('What one primary holds');
const primaryBudget = a.primaryCores * a.primaryTarget;
line(
  'One primary',
  `${a.primaryCores} cores, planned at ${pct(a.primaryTarget)} at peak`,
  'a large single machine',
  'assumption',
);
line(
  'Cities of this size one primary holds (CPU), as the code is',
  fmt(when((c) => primaryBudget / c, coresPrimary)),
  `${fmt(primaryBudget)} cores ÷ ${fmt(coresPrimary)} (with purchases of a few thousand rows: the table term above not counted)`,
  'derived',
);
line(
  '… with the suggestions not asked again per event',
  fmt(when((c) => primaryBudget / c, coresWithoutSuggestions)),
  `${fmt(primaryBudget)} ÷ ${fmt(coresWithoutSuggestions)}`,
  'derived',
);
line(
  'Marks per second one primary holds, the write path alone',
  fmt(
    when((ms) => (primaryBudget * 1000) / ms, pgMark),
    '/s',
  ),
  `${fmt(primaryBudget)} cores ÷ ${fmt(pgMark)} ms; the WAL at that rate: ${bytes(when((ms, w) => ((primaryBudget * 1000) / ms) * w, pgMark, walMark))}/s`,
  'derived',
);
const comfortable = 4 * 1024 ** 4;
line(
  'Years until the database passes 4 TiB',
  fmt(when((y, base) => (comfortable - base) / y, purchasesYear, listsBase)),
  `(4 TiB − ${bytes(listsBase)}) ÷ ${bytes(purchasesYear)} a year; 4 TiB: the size up to which one machine's backups, restores and vacuums stay short (assumption)`,
  'derived',
);

// Server processes and connections
section('Server processes and connections');
const serverMark = msPer('mark50lists', 'serverA');
line(
  'Server CPU per mark',
  fmt(serverMark, 'ms'),
  `\`mark50lists\`: ${fmt(measured('mark50lists.cpuCores.serverA'))} cores ÷ ${fmt(measured('mark50lists.requestsPerSecond'))} marks/s`,
  'measured',
);
const serverReload = measured('reloadCost.small.serverMs');
line('Server CPU per reload', fmt(serverReload, 'ms'), 'reload step (`details.reloadCost.small.serverMs`)', 'measured');
// Writing one event to one stream: at most the time from the mark's answer to the last of 10,000 arrivals, over
// 10,000 (the helpers that read the sockets share the machine, so this bounds it from above).
const perDelivery = when(
  (ms, n) => ms / n,
  measured('idle.oneEventToAll.fromAnswerMs.max'),
  measured('idle.oneEventToAll.delivered'),
);
line(
  'Server time per event written to a stream (at most)',
  fmt(perDelivery, 'ms'),
  `one event to ${fmt(measured('idle.oneEventToAll.delivered'))} streams: the last arrival ${fmt(measured('idle.oneEventToAll.fromAnswerMs.max'))} ms after the mark's answer; a heartbeat is a smaller write`,
  'measured',
);
const serverCores = sum(
  when((ms) => (marksPeak * ms) / 1000, serverMark),
  when((ms) => (deliveriesPeak * ms) / 1000, serverReload),
  when((ms) => ((deliveriesPeak + heartbeatsPeak) * ms) / 1000, perDelivery),
);
line(
  'Server cores at peak',
  fmt(serverCores),
  `marks × ${fmt(serverMark)} + reloads × ${fmt(serverReload)} + (deliveries + heartbeats) × ${fmt(perDelivery)} ms`,
  'derived',
);
const byCpu = when((c) => Math.ceil(c / a.coreTarget), serverCores);
const byStreams = Math.ceil(streamsPeak / a.streamsPerProcess);
const processes = byCpu === undefined ? byStreams : Math.max(byCpu, byStreams);
line(
  '**Server processes at peak**',
  `**${byCpu === undefined ? 'at least ' : ''}${fmt(processes)}**`,
  `the larger of ${fmt(byCpu)} by CPU (${a.coreTarget} core each) and ${fmt(byStreams)} by streams (${fmt(a.streamsPerProcess)} each, the most measured on one process)`,
  'derived',
);
const connections = processes * (code.poolPerProcess + code.listenPerProcess);
const maxConnections = results.database?.maxConnections;
line(
  'PostgreSQL connections without a pooler',
  fmt(connections),
  `${fmt(processes)} × (pool of ${code.poolPerProcess} + 1 LISTEN); the bench's server allows max_connections = ${fmt(maxConnections)} (${a.reservedConnections} reserved): ${maxConnections === undefined ? 'not measured' : connections > maxConnections - a.reservedConnections ? 'too many: PgBouncer' : 'fits'}`,
  'derived',
);
const busLoad = processes * eventsPeak;
line(
  'Bus messages delivered per second',
  fmt(busLoad, '/s'),
  `every process hears every event (${fmt(processes)} × ${fmt(eventsPeak)}/s), in batches`,
  'derived',
);

// ---------------------------------------------------------------------------------------------------------------------
// Output

const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|');
const started = results.startedAt ? results.startedAt.replace('T', ' ').slice(0, 16) : 'an unknown date';
console.log(
  `Generated by \`npm run capacity\` from ${file} ` +
    `(the run of ${started} UTC${results.quick ? ', BENCH_QUICK: small and short, not for these figures' : ''}).`,
);
console.log('');
console.log('| Figure | Value | How | Kind |');
console.log('|---|---|---|---|');
for (const [what, value, how, kind] of rows) console.log(`| ${cell(what)} | ${cell(value)} | ${cell(how)} | ${kind} |`);
