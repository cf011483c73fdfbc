// @ts-check
import { bytes, fmt, table } from './format.mjs';
import { assume as a, code, measured, sum, week, when, year } from './inputs.mjs';
import { eventsPeak, marksAvg, marksPeak, marksWeek, peakFactor } from './rates.mjs';
import { idleStreams, listStreams, presenceRowsPerSecond } from './streams.mjs';

const { rows, line, section } = table();

export { rows };

// Storage
section('Storage');
export const marksYear = (marksWeek / week) * year;
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
export const purchasesYear = when((b) => marksYear * b, purchaseBytes);
line('**Purchases per year**', `**${bytes(purchasesYear)}**`, `${fmt(marksYear)} × ${bytes(purchaseBytes)}`, 'derived');
const itemRow = measured('storage.atRest.list_items.bytesPerRow');
export const listsBase = when((b) => a.families * a.itemsPerFamily * b, itemRow);
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
export const walMark =
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
