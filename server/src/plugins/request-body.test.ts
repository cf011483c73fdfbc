import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { testOrigin } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { signUp } from '../test/factories.js';

const run = promisify(execFile);

/** The app listening on a port, its log lines kept: slow and aborted uploads need a real socket. */
let testDb: TestDatabase;
let app: FastifyInstance;
let port: number;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      callback();
    },
  });
  const config = {
    ...loadConfig({ PUBLIC_URL: testOrigin, RATE_LIMIT_ADDRESS: 'off' }),
    bodyTimeoutMs: 700,
  };
  app = await buildApp({ config, database: testDb.database, logger: { level: 'info', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

/** Sends `head` and the first part of a body on a raw connection; resolves with what the server wrote and when it closed. */
function partialUpload(path: string, body: string, sent: string, cookie = '') {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  /** The status line of the answer, once it has come (the connection stays open for more requests). */
  const status = async () => {
    for (let i = 0; i < 100 && !answer.includes('\r\n'); i++) await new Promise((r) => setTimeout(r, 50));
    return answer.slice(0, answer.indexOf('\r\n'));
  };
  socket.on('error', () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: lang=en${cookie ? `; ${cookie}` : ''}\r\n\r\n${sent}`,
  );
  return { socket, closed, status };
}

/**
 * POSTs `bytes` of 'x' with Node's fetch from a process of its own (in this one, client and server take turns on one
 * event loop, which hides how a closing socket meets an upload under way); answers the status or the error's code.
 */
async function uploadFromAnotherProcess(url: string, upload: { type: string; bytes: number; chunked: boolean }) {
  const script = `
    const { url, type, bytes, chunked } = JSON.parse(process.argv[1]);
    const piece = new TextEncoder().encode('x'.repeat(64 * 1024));
    const body = chunked
      ? new ReadableStream({ pull(c) { c.enqueue(piece); if ((this.sent = (this.sent ?? 0) + piece.length) >= bytes) c.close(); } })
      : 'x'.repeat(bytes);
    fetch(url, { method: 'POST', headers: { 'content-type': type }, body, duplex: 'half' }).then(
      async (r) => { await r.text(); console.log(r.status); },
      (e) => console.log(e.cause?.code ?? e.message),
    );`;
  const { stdout } = await run(process.execPath, ['-e', script, JSON.stringify({ url, ...upload })]);
  return stdout.trim();
}

describe('request bodies', () => {
  it('a body that has not arrived in full within the timeout is cut off with 408 in the caller language', async () => {
    const user = await signUp(app);
    const body = JSON.stringify({ name: 'Медленный список' });
    const { closed } = partialUpload('/api/lists', body, body.slice(0, 5), user.cookie);
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 408,
      code: 'REQUEST_TIMEOUT',
      message: 'The request did not arrive in full within 1 s. Check the connection and try again',
    });
    const lists = await app.inject({ method: 'GET', url: '/api/lists', headers: { cookie: user.cookie } });
    expect(lists.json()).toEqual([]);
  });

  it('a body that arrives in time, even in pieces, is taken', async () => {
    const user = await signUp(app);
    const body = JSON.stringify({ name: 'Быстрый список' });
    const { socket, status } = partialUpload('/api/lists', body, body.slice(0, 5), user.cookie);
    await new Promise((r) => setTimeout(r, 200));
    socket.write(body.slice(5));
    expect(await status()).toBe('HTTP/1.1 201 Created');
    socket.destroy();
  });

  it('an upload the client aborts is logged as an aborted request, not as an error or an outage', async () => {
    const before = logLines.length;
    const body = JSON.stringify({ email: 'someone@example.com', message: 'x'.repeat(2000) });
    const { socket, closed } = partialUpload('/api/feedback', body, body.slice(0, 100));
    await new Promise((r) => setTimeout(r, 150));
    socket.destroy();
    await closed;
    await new Promise((r) => setTimeout(r, 300));
    const lines = logLines.slice(before);
    expect(lines.some((l) => l.msg === 'request aborted by the client while its body was arriving')).toBe(true);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('a client that sends an oversized body reads its 413, and the server goes on answering', async () => {
    const url = `http://127.0.0.1:${port}/api/signup`;
    const json = { type: 'application/json', chunked: false, bytes: 8 << 20 };
    const form = { ...json, type: 'application/x-www-form-urlencoded' };
    const uploads = [json, { ...json, bytes: 4 << 20 }, { ...json, chunked: true }, form];
    const answers = await Promise.all(uploads.map((upload) => uploadFromAnotherProcess(url, upload)));
    expect(answers).toEqual(uploads.map(() => '413'));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('a body sent as text/plain is refused with 415, as is any type but JSON and form-encoding', async () => {
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/xml']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/signup',
        headers: { 'content-type': type, cookie: 'lang=en' },
        payload: JSON.stringify({ email: 'a@example.com' }),
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' });
    }
  });
});
