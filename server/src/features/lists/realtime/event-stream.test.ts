import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkOf, type EventStream, EventStreams } from './event-stream.js';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * A server whose every request becomes a stream of `streams` (begun at once, unless `begin` is false); answers its
 * address and the streams opened.
 */
async function streamServer(streams: EventStreams, begin = true) {
  const opened: EventStream[] = [];
  const ended: number[] = [];
  const sockets: net.Socket[] = [];
  const server = http.createServer((req, res) => {
    sockets.push(res.socket!);
    res.setHeader('X-Frame-Options', 'DENY');
    const stream = streams.open(req, res, () => ended.push(opened.indexOf(stream!)));
    if (stream) opened.push(stream);
    if (begin) stream?.begin();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, port, opened, ended, sockets };
}

describe('event streams', () => {
  it('answer an event stream with the hooks’ headers, chunks a client reads as events, heartbeats, and an end', async () => {
    const streams = new EventStreams(50);
    const { url, opened, ended } = await streamServer(streams);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const event = chunkOf('id: 7\ndata: {"type":"items","listId":3}\n\n');
    opened[0]!.write(event);
    await new Promise((resolve) => setTimeout(resolve, 120));
    opened[0]!.end();
    const text = await response.text();
    expect(text.startsWith('retry: 2000\n\nid: 7\ndata: {"type":"items","listId":3}\n\n:\n\n')).toBe(true);
    expect(ended).toEqual([0]);
  });

  it('end when the client goes, and cut off a client that stops reading once 1 MB waits for it', async () => {
    const streams = new EventStreams(60_000);
    const { port, url, opened, ended } = await streamServer(streams);
    const gone = new AbortController();
    await fetch(url, { signal: gone.signal });
    gone.abort();
    await expect.poll(() => ended).toEqual([0]);

    // A client that reads nothing: the kernel's buffers fill, then the server's, then the stream is cut off.
    const stalled = net.connect(port, '127.0.0.1');
    stalled.write('GET / HTTP/1.1\r\nhost: x\r\n\r\n');
    stalled.pause();
    await expect.poll(() => opened.length).toBe(2);
    const big = chunkOf(`data: ${'x'.repeat(64 * 1024)}\n\n`);
    for (let i = 0; i < 200 && ended.length < 2; i += 1) {
      opened[1]!.write(big);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect.poll(() => ended).toEqual([0, 1]);
    stalled.destroy();
  });

  it('send nothing before they begin, then the head with what was written meanwhile', async () => {
    const streams = new EventStreams(60_000);
    const { port, opened } = await streamServer(streams, false);
    const client = net.connect(port, '127.0.0.1');
    let received = '';
    client.on('data', (bytes) => {
      received += bytes.toString('latin1');
    });
    client.write('GET / HTTP/1.1\r\nhost: x\r\n\r\n');
    await expect.poll(() => opened.length).toBe(1);
    opened[0]!.write(chunkOf('id: 1\ndata: {}\n\n'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toBe('');
    opened[0]!.begin();
    opened[0]!.write(chunkOf('id: 2\ndata: {}\n\n'));
    await expect.poll(() => received).toMatch(/id: 2/);
    expect(received).toMatch(
      /^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n[0-9a-f]+\r\nretry: 2000\n\n\r\n[0-9a-f]+\r\nid: 1\n/,
    );
    expect(received.indexOf('id: 1')).toBeLessThan(received.indexOf('id: 2'));
    client.destroy();
  });

  it('give the connection’s HTTP parser back, ignore what the client sends, and end when the client ends its side', async () => {
    const streams = new EventStreams(60_000);
    const { port, opened, ended, sockets } = await streamServer(streams);
    const client = net.connect(port, '127.0.0.1');
    let received = '';
    client.on('data', (bytes) => {
      received += bytes.toString('latin1');
    });
    client.write('GET / HTTP/1.1\r\nhost: x\r\n\r\n');
    await expect.poll(() => received).toMatch(/retry: 2000/);
    await expect.poll(() => (sockets[0] as net.Socket & { parser?: unknown }).parser).toBeNull();

    // Bytes after the request (no request may follow on a stream's connection) change nothing.
    client.write('GET /again HTTP/1.1\r\nhost: x\r\n\r\nnot http at all\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    opened[0]!.write(chunkOf('id: 3\ndata: {}\n\n'));
    await expect.poll(() => received).toMatch(/id: 3/);
    expect(opened).toHaveLength(1);
    expect(ended).toEqual([]);

    client.end();
    await expect.poll(() => ended).toEqual([0]);
    await expect.poll(() => sockets[0]!.destroyed).toBe(true);
  });
});
