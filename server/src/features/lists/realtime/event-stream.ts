import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';

/**
 * Node's own step of an upgrade to WebSocket: gives a connection's HTTP parser back (to the pool, else freed). Not in
 * Node's typed API, so it is looked up and the connection keeps its parser when it is not there.
 */
const { freeParser } = createRequire(import.meta.url)('_http_common') as {
  freeParser?: (parser: HttpParser, req: IncomingMessage, socket: Socket) => void;
};
interface HttpParser {
  finish(): void;
}

/** The events the HTTP server listens to on a connection, for requests to come: none come on a stream's. */
const serverEvents = ['data', 'end', 'close', 'drain', 'error', 'timeout', 'pause', 'resume'] as const;

/**
 * Takes a stream's connection from the HTTP server as an upgrade does: its parser (1–2 KB of native memory, and the
 * request and answer objects it holds) is given back, and the server's listeners go. The stream ends when the
 * connection closes, or when the client ends its side (the server's connections may be half open).
 */
function takeConnection(req: IncomingMessage, res: ServerResponse, socket: Socket, stream: EventStream) {
  if (socket.destroyed) {
    stream.end();
    return;
  }
  const parser = (socket as Socket & { parser?: HttpParser | null }).parser;
  if (parser && freeParser) {
    for (const name of serverEvents) socket.removeAllListeners(name);
    parser.finish();
    freeParser(parser, req, socket);
    res.detachSocket(socket);
    socket.on('error', ignore);
    socket.on('end', () => socket.destroy());
    socket.resume();
  }
  socket.once('close', () => stream.end());
}

/**
 * One piece of the chunked transfer coding: the same bytes for every stream an event goes to, made once.
 */
export function chunkOf(text: string): Buffer {
  const body = Buffer.from(text, 'utf8');
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`, 'latin1'), body, Buffer.from('\r\n', 'latin1')]);
}

const lastChunk = Buffer.from('0\r\n\r\n', 'latin1');
const heartbeat = chunkOf(':\n\n');
/** The client's retry delay, the first chunk of every stream (ASCII, so it joins the head as text). */
const start = chunkOf('retry: 2000\n\n').toString('latin1');

/** A subscriber that has this much unread (a stalled connection) is cut off; it comes back with Last-Event-ID. */
const maxUnsent = 1024 * 1024;

/** Headers of ours; the ones hooks set on the answer (helmet's) are sent too, unless one of these names them. */
const streamHeaders: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
  // Not `close`: a client told so may open a spare connection, which holds up the server's closing. The connection
  // is closed after the last chunk all the same (`end`), as the server's HTTP layer still counts its request as open.
  connection: 'keep-alive',
  'transfer-encoding': 'chunked',
};
const skipped = new Set([...Object.keys(streamHeaders), 'content-length', 'keep-alive']);

/** The status line and headers of a stream. */
function headOf(res: ServerResponse): string {
  let head = 'HTTP/1.1 200 OK\r\n';
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || skipped.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) head += `${name}: ${one}\r\n`;
  }
  for (const [name, value] of Object.entries(streamHeaders)) head += `${name}: ${value}\r\n`;
  return `${head}date: ${new Date().toUTCString()}\r\n\r\n`;
}

/**
 * The Server-Sent Events answers of one server, each written straight to its connection after the route took it from
 * the framework (`reply.hijack()`). One stream is held for hours, by thousands of clients at once, and one event goes
 * to all of them: so an event's bytes, chunk framing included, are made once (`chunkOf`) and each stream's share is one
 * socket write; and a stream keeps little more than its socket (the framework's request, reply and logger, and the
 * answer's headers, are let go: `open`). A comment line every `heartbeatMs`, one timer for all, keeps proxies from
 * closing a quiet connection.
 */
export class EventStreams {
  private readonly streams = new Set<EventStream>();
  private beat: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly heartbeatMs: number) {}

  /**
   * Takes the request's connection for an event stream; undefined when the client has gone already. Nothing is sent
   * before `begin`: the client counts the stream open when its head comes, so the head waits until the stream hears
   * its topics (what the client read before then, it reads again on that sign). Events written meanwhile wait too.
   * `onEnd` is called once when the stream ends, by either side.
   */
  open(req: IncomingMessage, res: ServerResponse, onEnd: () => void): EventStream | undefined {
    const socket = res.socket;
    if (!socket || socket.destroyed) return undefined;
    const head = headOf(res) + start;
    // Nothing more goes through the answer object: what it and the framework keep for it can go. The framework's
    // end-of-answer listeners hold its request and reply (with their logger); they would run only for an answer ended
    // through this object, which this one never is.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.removeAllListeners('finish');
    res.removeAllListeners('error');
    res.on('error', ignore);
    // Nor is the request read again: its headers (the cookie among them) and address need not be kept for hours.
    req.headers = {};
    req.rawHeaders = [];
    req.url = '';
    const stream = new EventStream(socket, head, () => {
      this.streams.delete(stream);
      if (this.streams.size === 0) this.stopBeat();
      onEnd();
    });
    this.streams.add(stream);
    // Once the parser has returned from the request it is reading now.
    setImmediate(takeConnection, req, res, socket, stream);
    if (this.beat === undefined) {
      this.beat = setInterval(() => {
        for (const one of this.streams) one.write(heartbeat);
      }, this.heartbeatMs);
      this.beat.unref();
    }
    return stream;
  }

  /** Ends every stream (the server is closing). */
  endAll() {
    for (const stream of this.streams) stream.end();
    this.stopBeat();
  }

  private stopBeat() {
    clearInterval(this.beat);
    this.beat = undefined;
  }
}

/** One open stream. */
export class EventStream {
  private ended = false;
  /** The head until `begin`; the chunks written before it. */
  private head: string | undefined;
  private early: Buffer[] | undefined;

  constructor(
    private readonly socket: Socket,
    head: string,
    private readonly onEnd: () => void,
  ) {
    this.head = head;
  }

  /** Sends the head, then `first` (bytes made by `chunkOf`) and what was written since `open`, in one write. */
  begin(first?: Buffer) {
    const { head, early } = this;
    if (head === undefined) return;
    this.head = undefined;
    this.early = undefined;
    const chunks = [Buffer.from(head, 'latin1'), ...(first ? [first] : []), ...(early ?? [])];
    if (!this.socket.destroyed) this.socket.write(Buffer.concat(chunks));
  }

  /** Writes bytes made by `chunkOf`. */
  write(bytes: Buffer) {
    if (this.ended) return;
    if (this.head !== undefined) {
      this.early ??= [];
      this.early.push(bytes);
    } else if (this.socket.writableLength > maxUnsent) this.socket.destroy();
    else this.socket.write(bytes);
  }

  /** Ends the stream (the client reconnects, unless it was told not to). */
  end() {
    if (this.ended) return;
    this.begin();
    this.ended = true;
    // Closed once the last chunk is out, not when the client closes its side: it may never read again.
    const { socket } = this;
    if (!socket.destroyed) socket.end(lastChunk, () => socket.destroy());
    this.onEnd();
  }
}

function ignore() {}
