import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@listok/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendCompressed } from '../lib/encoding/content-encoding.js';
import { AppError } from '../lib/errors.js';
import { escapeHtml } from '../lib/html.js';
import { sendError } from './errors.js';

/** What a feature puts into a page of the app for this request (features/lists/first-screen), if anything. */
export interface PageParts {
  lang: string;
  /** Drawn before the app's root; the app takes it away once its own screen stands (web/src/app/drawn-screen.ts). */
  screen: string | undefined;
  /** Handed over to the app in the page (web/src/lib/api/page-answers.ts): JSON bodies by the call's address. */
  answers: { address: string; body: string; headers: Record<string, string> }[];
}

export interface WebOptions {
  drawPage?: (request: FastifyRequest, path: string) => Promise<PageParts | undefined>;
}

/** JSON in a page's script element: `<` escaped (it is only ever in a string), so no text in it ends the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/**
 * Holds a page's first frame until the drawn screen is parsed whole (`rel=expect`, Chromium 124 on; other browsers
 * ignore it): the parser hands a page of tens of kilobytes over in pieces, and each frame between them styled and laid
 * out the part so far before the rows came, a long task on a phone (docs/performance.md, Screens on a phone).
 */
const drawnScreenExpected = '<link rel="expect" href="#first-screen" blocking="render">';

/**
 * The build's tags for the app's entry script and its imports, as web/boot-priority.ts writes them: each the text
 * before and after the script's address. (Plain text, not regular expressions: the ReDoS check of
 * scripts/regex-safety.test.ts takes seconds per long literal.)
 */
const entryScript = ['<script type="module" crossorigin fetchpriority="low" src="', '"></script>'] as const;
const entryImport = ['<link rel="modulepreload" crossorigin fetchpriority="low" href="', '">'] as const;

/**
 * The addresses of every tag of this form in `html`, `html` without them (and the white space after each), and where
 * in it the first one stood.
 */
function cutTags(html: string, [before, after]: readonly [string, string]) {
  const names: string[] = [];
  let rest = '';
  let from = 0;
  let firstAt = -1;
  for (let at = html.indexOf(before); at !== -1; at = html.indexOf(before, from)) {
    const end = html.indexOf(after, at + before.length);
    if (end === -1) break;
    names.push(html.slice(at + before.length, end));
    rest += html.slice(from, at);
    if (firstAt === -1) firstAt = rest.length;
    from = end + after.length;
    while (from < html.length && /\s/.test(html[from]!)) from += 1;
  }
  return { names, rest: rest + html.slice(from), firstAt };
}

/**
 * A drawn page shows without the app's scripts: they are named instead of asked for (the entry first, then its
 * imports), and public/theme.js asks for them after the page's first frame, which then waits for the style sheet
 * alone: on a slow connection the scripts had arrived before the first frame and held it back (docs/performance.md,
 * Lighthouse). A page with no entry script (a test's) is left as it is.
 */
function bootAfterFirstFrame(html: string): string {
  const imports = cutTags(html, entryImport);
  const entry = cutTags(imports.rest, entryScript);
  const [entryName] = entry.names;
  if (entryName === undefined) return html;
  const meta = `<meta name="listok-boot" content="${escapeHtml([entryName, ...imports.names].join(' '))}">`;
  return entry.rest.slice(0, entry.firstAt) + meta + entry.rest.slice(entry.firstAt);
}

/** index.html as it is, and as a drawn page starts from (its app's scripts named, not asked for): made once. */
interface PageTemplates {
  plain: string;
  drawn: string;
}

const pageTemplates = (indexHtml: string): PageTemplates => ({
  plain: indexHtml,
  drawn: bootAfterFirstFrame(indexHtml),
});

/**
 * index.html with a page's parts: its language, the drawn screen before the root (its first frame held until it is
 * parsed, the app's scripts asked for after it), the answers at the body's end.
 */
function pageWith(templates: PageTemplates, parts: PageParts): string {
  const answers = parts.answers
    .map(
      ({ address, body, headers }) =>
        `<script type="application/json" data-page-answer="${escapeHtml(address)}" data-headers="${escapeHtml(JSON.stringify(headers))}">${scriptJson(body)}</script>`,
    )
    .join('');
  return (parts.screen ? templates.drawn : templates.plain)
    .replace(/<html lang="[a-z]+">/, `<html lang="${parts.lang === 'en' ? 'en' : 'ru'}">`)
    .replace('</head>', () => (parts.screen ? `${drawnScreenExpected}</head>` : '</head>'))
    .replace('<div id="root">', () => `${parts.screen ?? ''}<div id="root">`)
    .replace('</body>', () => `${answers}</body>`);
}

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/.well-known/');

/**
 * Serves the built web client with history fallback: every route of the app answers index.html (200), any other
 * path index.html with 404 so the client shows its not-found page. Unknown API paths answer a JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebOptions) => {
    const dist = app.config.webDist;
    const indexFile = dist ? join(dist, 'index.html') : undefined;
    const hasWeb = indexFile !== undefined && existsSync(indexFile);
    let templates: PageTemplates | undefined;
    if (hasWeb) {
      templates = pageTemplates(readFileSync(indexFile, 'utf8'));
      await app.register(fastifyStatic, {
        root: dist!,
        index: false,
        wildcard: false,
        // The build writes .br and .gz copies of its text files (web/precompress.ts): sent to browsers that accept them.
        preCompressed: true,
        // Hashed assets never change; index.html is re-read by the browser every time.
        setHeaders(reply, path) {
          reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (dist) {
      app.log.warn({ dist }, 'web client is not built; only the API is served');
    }

    /** A page with what a feature drew for this reader; the plain page when nothing was, or the drawing failed. */
    const pageFor = async (request: FastifyRequest, pages: PageTemplates) => {
      if (!options.drawPage || request.method !== 'GET' || !isWebRoute(request.url)) return undefined;
      try {
        const parts = await options.drawPage(request, request.url);
        return parts && pageWith(pages, parts);
      } catch (error) {
        request.log.error({ err: error }, 'the page was not drawn; the plain page is sent');
        return undefined;
      }
    };

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
      if (wantsPage && templates !== undefined && !/\.[a-z0-9]+$/i.test(path)) {
        const drawn = await pageFor(request, templates);
        reply.code(isWebRoute(path) ? 200 : 404).type('text/html; charset=utf-8');
        if (drawn === undefined) return reply.header('Cache-Control', 'no-cache').send(templates.plain);
        // A drawn page is the reader's own: kept by no shared cache, and not given for another cookie. Compressed
        // as it is made (tens of kilobytes of rows and answers), as the build's own files are.
        reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie, Accept-Encoding');
        return sendCompressed(request, reply, drawn);
      }
      return sendError(request, reply, new AppError(isApiPath(path) ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND'));
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
