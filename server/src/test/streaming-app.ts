import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import { createTestApp, type TestApp } from './app.js';
import type { SseStream } from './sse.js';

/** The app of a file's tests of server push, listening; `streams` are closed after the file, before the app. */
export interface StreamingApp extends TestApp {
  /** Where the app listens (`http://127.0.0.1:<port>`): streams are real HTTP. */
  readonly base: string;
  /** The streams a test opens, for the file to close. */
  readonly streams: SseStream[];
}

/**
 * The set-up the tests of server push share: the app on a free loopback port, made before the file's tests and
 * closed after them with every stream they kept in `streams`. Call at a file's top level.
 */
export function streamingApp(settings: Partial<Config> = {}): StreamingApp {
  let made: TestApp | undefined;
  let base = '';
  const streams: SseStream[] = [];
  const ready = () => {
    if (!made) throw new Error('the streaming app is made in beforeAll');
    return made;
  };
  beforeAll(async () => {
    made = await createTestApp(settings);
    base = await made.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await made?.close();
  });
  return {
    get app() {
      return ready().app;
    },
    get testDb() {
      return ready().testDb;
    },
    close: () => ready().close(),
    get base() {
      return base;
    },
    streams,
  };
}
