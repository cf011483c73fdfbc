import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a client made through the recorder, and the status the server answered. */
export interface DavExchange {
  method: string;
  path: string;
  ifMatch: string | undefined;
  status: number;
}

/**
 * An HTTP proxy in front of a CalDAV server that records what its clients asked and what the server answered, and can
 * change the server just before a client's next write reaches it: another device's change that lands between the
 * client's read and its write, so the write's `If-Match` is stale.
 */
export async function startDavRecorder(target: string) {
  const upstream = new URL(target);
  const exchanges: DavExchange[] = [];
  let beforeWrite: (() => Promise<void>) | undefined;

  const forward = async (request: http.IncomingMessage, reply: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? 'GET';
    const change = beforeWrite;
    if (change && (method === 'PUT' || method === 'DELETE')) {
      beforeWrite = undefined;
      await change();
    }
    const answer = http.request({
      host: upstream.hostname,
      port: upstream.port,
      method,
      path: request.url,
      headers: request.headers,
    });
    answer.on('response', (response) => {
      const ifMatch = request.headers['if-match'];
      exchanges.push({ method, path: request.url ?? '', ifMatch, status: response.statusCode ?? 0 });
      reply.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(reply);
    });
    answer.on('error', () => {
      reply.writeHead(502).end();
    });
    answer.end(Buffer.concat(chunks));
  };

  const server = http.createServer((request, reply) => {
    forward(request, reply).catch(() => reply.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    exchanges,
    /** Runs `change` once, when the next PUT or DELETE has come and before the server has it. */
    beforeNextWrite(change: () => Promise<void>) {
      beforeWrite = change;
    },
    /** The writes (PUT, DELETE) recorded since `from`, as `METHOD status`. */
    writesSince(from: number) {
      return exchanges
        .slice(from)
        .filter((exchange) => exchange.method === 'PUT' || exchange.method === 'DELETE')
        .map((exchange) => `${exchange.method} ${exchange.status}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type DavRecorder = Awaited<ReturnType<typeof startDavRecorder>>;
