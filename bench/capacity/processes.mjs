// @ts-check
import { fmt, table } from './format.mjs';
import { assume as a, code, measured, results, sum, when } from './inputs.mjs';
import { afterMark, kept, msPer } from './postgres.mjs';
import { deliveriesPeak, eventsPeak, marksPeak } from './rates.mjs';
import { heartbeatsPeak, streamsPeak } from './streams.mjs';

const { rows, line, section } = table();

export { rows };

// Server processes and connections
section('Server processes and connections');
const serverMark = msPer('mark50lists', 'serverA');
line(
  'Server CPU per mark',
  fmt(serverMark, 'ms'),
  `\`mark50lists\`: ${fmt(measured('mark50lists.cpuCores.serverA'))} cores ÷ ${fmt(measured('mark50lists.requestsPerSecond'))} marks/s`,
  'measured',
);
const serverReload = afterMark('small', 'serverMs');
line(
  'Server CPU per reload',
  fmt(serverReload, 'ms'),
  kept
    ? 'reload step, after a mark of the list (`details.reloadCost.small.afterMark.serverMs`, the mark taken out)'
    : 'reload step (`details.reloadCost.small.serverMs`)',
  'measured',
);
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
