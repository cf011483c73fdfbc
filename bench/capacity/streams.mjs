// @ts-check
import { bytes, fmt, pct, table } from './format.mjs';
import { assume as a, code, measured, when } from './inputs.mjs';
import { streamsPerMark, tripsOpen } from './rates.mjs';

const { rows, line, section } = table();

export { rows };

const users = a.families * a.members;

// Streams
section('Open streams');
export const listStreams = tripsOpen * streamsPerMark;
export const idleStreams = users * a.idleShare;
export const streamsPeak = listStreams + idleStreams;
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
export const heartbeatsPeak = streamsPeak / code.heartbeatSeconds;
line(
  'Heartbeats per second',
  fmt(heartbeatsPeak, '/s'),
  `${fmt(streamsPeak)} streams ÷ ${code.heartbeatSeconds} s (PUSH_HEARTBEAT_SECONDS)`,
  'derived',
);
// Presence rows: one per list and member with a stream of it open (per process); refreshed every heartbeat interval.
const presenceRows = listStreams + idleStreams;
export const presenceRowsPerSecond = presenceRows / code.heartbeatSeconds;
line(
  'Presence rows refreshed per second',
  fmt(presenceRowsPerSecond, '/s'),
  `a \`list_presence\` row per open list and member (${fmt(presenceRows)}, taking every idle stream to be a list's), \`seen_at\` updated every ${code.heartbeatSeconds} s`,
  'derived',
);
