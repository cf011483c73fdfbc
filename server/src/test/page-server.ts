import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AllowedHost } from '../lib/link-fetch/allow-list.js';

type Page = (request: IncomingMessage, response: ServerResponse) => void;

/** A web server on 127.0.0.1 for the link fetcher's tests: pages by path, and every request it got. */
/** The smallest PNG: one transparent pixel (a page's picture). */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface PageServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** LINK_FETCH_ALLOW naming this server (its address and port), as config.linkFetch.allow holds it. */
  allow: AllowedHost[];
  /** Serves `page` at `path` (a path with its query, as requested). */
  page(path: string, page: Page): string;
  /** Serves `body` at `path` with these headers (Content-Type `text/html; charset=utf-8` unless given). */
  html(path: string, body: string | Buffer, headers?: Record<string, string>): string;
  /** The requests it got, in order. */
  requests: IncomingMessage[];
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, Page>();
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    const page = pages.get(request.url ?? '');
    if (page) page(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const page = (path: string, served: Page) => {
    pages.set(path, served);
    return `${origin}${path}`;
  };
  return {
    origin,
    port,
    allow: [{ host: '127.0.0.1', port }],
    page,
    html: (path, body, headers = {}) =>
      page(path, (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
      }),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
