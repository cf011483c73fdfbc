// @ts-check
import { bytes, fmt, pct, table } from './format.mjs';
import { assume as a, when } from './inputs.mjs';
import { coresPrimary, coresWithoutSuggestions, pgMark } from './postgres.mjs';
import { listsBase, purchasesYear, walMark } from './storage.mjs';

const { rows, line, section } = table();

export { rows };

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
