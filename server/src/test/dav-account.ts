import type { FastifyInstance } from 'fastify';
import type { DavRecorder } from './dav-recorder.js';
import type { TestUser } from './factories.js';

// What the CalDAV client tests (features/caldav/clients.test.ts, vdirsyncer.test.ts) ask of a server: an account with
// the same lists, its to-dos as the server holds them, and changes "from elsewhere" (Listok's own app, another client
// of Radicale), so a test's protocol-level assertions hold for Listok (dav-listok.ts) and Radicale (radicale.ts) alike.

/**
 * A to-do as a client is to see it. Listok is given `line` (or the summary) as typed text, and its smart entry reads
 * the amount, due and repeat off it; a server that reads no text (Radicale) stores the summary, due and repeat given.
 */
export interface TodoSeed {
  summary: string;
  line?: string;
  done?: boolean;
  /** A day, `YYYYMMDD`. */
  due?: string;
  rrule?: string;
}

export interface ListSeed {
  name: string;
  kind: 'shopping' | 'todo';
  todos: TodoSeed[];
}

/** A to-do as the server itself holds it (in Listok: an entry of a to-do list, whose name is its SUMMARY). */
export interface HeldTodo {
  summary: string;
  done: boolean;
  /** A day, `YYYY-MM-DD`, or null. */
  due: string | null;
  note: string;
}

export interface DavAccount {
  username: string;
  password: string;
  /** The to-dos the server holds in a list, by summary (the reference server keeps no order). */
  held(list: string): Promise<HeldTodo[]>;
  /** Ticks a to-do from elsewhere: in Listok's own app, or by another client of the reference server. */
  tick(list: string, summary: string): Promise<void>;
  /** Writes a to-do's note from elsewhere. */
  note(list: string, summary: string, note: string): Promise<void>;
  /** Deletes a to-do from elsewhere. */
  remove(list: string, summary: string): Promise<void>;
  /** Listok's API as the account's owner (Listok only: what its own screens show). */
  listok?: { app: FastifyInstance; user: TestUser; listIds: Map<string, number> };
}

export interface DavServer {
  /** The recorder in front of the server: clients are given its address. */
  recorder: DavRecorder;
  account(lists: ListSeed[]): Promise<DavAccount>;
  close(): Promise<void>;
}

/** The to-dos in the order of their summaries. */
export const bySummary = <T extends { summary: string }>(todos: T[]): T[] =>
  [...todos].sort((a, b) => a.summary.localeCompare(b.summary));
