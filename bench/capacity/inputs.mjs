// @ts-check
// The capacity model's inputs (bench/capacity.mjs): the benchmark run it reads, and the assumptions and the server's
// rules it starts from.
import { readFileSync } from 'node:fs';

export const file = process.argv[2] ?? 'bench/results.json';
const path = process.argv[2] ?? new URL('../results.json', import.meta.url);
/** @type {{ startedAt?: string, quick?: boolean, database?: { maxConnections?: number }, details?: Record<string, any> }} */
export const results = JSON.parse(readFileSync(path, 'utf8'));
const details = results.details ?? {};

// ---------------------------------------------------------------------------------------------------------------------
// Assumptions (each is printed with its reason).

export const assume = {
  families: 1_000_000,
  members: 3,
  marksPerMemberWeek: 40,
  /** Saturday's share of the week's marks (an even spread would be 1/7 = 14 %). */
  saturdayShare: 0.25,
  /** The share of Saturday's marks made from 11:00 to 12:00 (an even spread over 12 shopping hours: 8 %). */
  peakHourShare: 0.12,
  marksPerTrip: 20,
  tripMinutes: 30,
  /** Other members who have the list open while someone shops with it, per trip. */
  watchersPerTrip: 0.5,
  /** Members with a list open somewhere without shopping (a tab left open), at any time of the day. */
  idleShare: 0.05,
  /** Devices with notifications on per member (all changes mode). */
  devicesPerMember: 0.6,
  /** Items on a family's lists at rest, for the size of the lists themselves. */
  itemsPerFamily: 150,
  /** A process is planned at this share of a core at peak (GC, bursts and a lost process leave room). */
  coreTarget: 0.6,
  /** Streams per process: the most the bench holds on one process (idle streams step). */
  streamsPerProcess: 10_000,
  /** One primary: a large machine, planned at half its cores at peak. */
  primaryCores: 64,
  primaryTarget: 0.5,
  /**
   * Full-page images per mark in a database far larger than one checkpoint interval touches: the first mark of a trip
   * changes about six pages no other mark changed since the checkpoint (the list's items and row, its index entries of
   * purchases and events, the shopper's purchases index), every mark one more (the purchases' product index).
   */
  pageImagesPerMark: 6 / 20 + 1,
  /** Reserved superuser connections of PostgreSQL (superuser_reserved_connections). */
  reservedConnections: 3,
};

// The server's own rules (server/src): the defaults of config.ts, the pool of db/client.ts, the retention of start.ts.
export const code = {
  bundleSeconds: 30, // PUSH_BUNDLE_SECONDS
  bundleMaxSeconds: 120, // PUSH_BUNDLE_MAX_SECONDS
  heartbeatSeconds: 20, // PUSH_HEARTBEAT_SECONDS; presence refreshes as often (realtime/presence.ts)
  poolPerProcess: 10, // db/client.ts
  listenPerProcess: 1, // PUSH_BUS=postgres: one LISTEN connection
  pushEventsKeptHours: 2, // purged hourly of events older than an hour (start.ts): at most two hours' worth
  historyDays: 180, // the suggestions' and the search's purchases (suggestions.repo.ts)
  suggestionsEverySeconds: 300, // web: an open list asks for its suggestions again on events at most this often
  suggestionsKeptMinutes: 30, // made suggestions are kept this long (shopping/suggestions.cache.ts)
};

export const week = 7 * 24 * 3600;
export const year = 365.25 * 24 * 3600;

// ---------------------------------------------------------------------------------------------------------------------
// Reading the run

/**
 * A number of the run's details by path, or undefined.
 * @param {string} path
 * @returns {number | undefined}
 */
export function measured(path) {
  /** @type {any} */
  let value = details;
  for (const key of path.split('.')) value = value?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The value of `fn` when every input is a number, else undefined.
 * @param {(...values: number[]) => number} fn
 * @param {(number | undefined)[]} inputs
 * @returns {number | undefined}
 */
export function when(fn, ...inputs) {
  if (inputs.some((v) => v === undefined || !Number.isFinite(v))) return undefined;
  const value = fn(.../** @type {number[]} */ (inputs));
  return Number.isFinite(value) ? value : undefined;
}

/** The sum, or undefined when a part is not measured. @param {(number | undefined)[]} parts */
export const sum = (...parts) =>
  parts.some((p) => p === undefined)
    ? undefined
    : parts.reduce((a, b) => /** @type {number} */ (a) + /** @type {number} */ (b), 0);
