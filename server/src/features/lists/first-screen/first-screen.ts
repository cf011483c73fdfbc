import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  defaultItemSort,
  itemsVersionHeader,
  type Lang,
  type ListHeader,
  type ListItem,
  listHeaderPath,
  listItemsPath,
  type MenuAnswer,
} from '@listok/contract';
import { navigationMenu } from '@listok/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookie } from '../../../plugins/sessions.js';
import { drawFirstScreen, type FirstScreenBuild } from './first-screen.draw.js';

/**
 * An answer as a page hands it over (web/src/lib/api/page-answers.ts): the call's address ("menu" for the menu), the
 * body as the route wrote it (JSON text, given to the app as it is), the headers the app reads (a list's items
 * version).
 */
export interface PageAnswer {
  address: string;
  body: string;
  headers: Record<string, string>;
}

/** What the server puts into a page of the app beside its code: its language, a drawn screen, the answers. */
export interface DrawnPage {
  lang: Lang;
  screen: string | undefined;
  answers: PageAnswer[];
}

/**
 * Open goods drawn: a phone's screenful (10 show on a 375 × 812 one, under the list's header and add box); the rest
 * come with the app, below them. Each row is work for a slow phone before anything shows: parsed, styled, laid out.
 */
export const firstScreenRows = 12;

/** The longest list drawn: the app draws a longer one in windows (`longListRows`, web/src/features/lists/items). */
export const drawnListLength = 150;

const listPage = /^\/lists\/([1-9]\d{0,8})$/;

/** The file the web build writes beside index.html (web/first-screen-words.ts); without it nothing is drawn. */
function readBuild(webDist: string | undefined): FirstScreenBuild | undefined {
  const file = webDist && join(webDist, 'first-screen.json');
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstScreenBuild) : undefined;
}

/**
 * Whether the app's list screen draws this list on its first render as `drawFirstScreen` does: a shopping list its
 * reader may tick, open, not in a shop now (that view goes by department) nor anyone else on a trip, with goods left
 * to buy, whose first screenful holds nothing the drawing leaves out (a picture, a link, a tied shop, a price, a
 * replaced note).
 */
function drawable(header: ListHeader, rows: ListItem[], username: string): boolean {
  const me = header.members.find((member) => member.username === username);
  return (
    header.kind === 'shopping' &&
    header.active &&
    header.can.tick &&
    (me === undefined || me.store === null) &&
    // Another member on a trip adds a pill under the avatars, which the drawing leaves out.
    header.members.every((member) => member.username === username || (!member.store && !member.goingShopping)) &&
    rows.length > 0 &&
    rows.every(
      (item) =>
        item.kind === 'shopping' &&
        !item.picture &&
        !item.link &&
        !item.replaced &&
        item.price === null &&
        item.stores.length === 0,
    )
  );
}

/**
 * A list's page for a signed-in reader, as the app will show it: the answers of the calls the app starts with (the
 * menu, the list's header and items: asked here, through the app's own routes, with the reader's cookie), and the
 * first screenful drawn from them when the app's first render is that screenful. Pages of other addresses, of a
 * visitor, of a list with an access code in the address, and a list the reader may not read get nothing.
 */
export function firstScreenDrawer(app: FastifyInstance, webDist: string | undefined) {
  const build = readBuild(webDist);
  return async (request: FastifyRequest, url: string): Promise<DrawnPage | undefined> => {
    const match = listPage.exec(url);
    if (!match || !request.cookies[sessionCookie]) return undefined;
    const id = Number(match[1]);
    const headers = {
      cookie: request.headers.cookie ?? '',
      'accept-language': request.headers['accept-language'] ?? '',
      'sec-fetch-site': 'same-origin',
    };
    const ask = async <T>(method: 'GET' | 'POST', path: string) => {
      const answer = await app.inject({ method, url: path, headers });
      if (answer.statusCode !== 200) return undefined;
      const version = answer.headers[itemsVersionHeader.toLowerCase()];
      const kept: Record<string, string> = typeof version === 'string' ? { [itemsVersionHeader]: version } : {};
      return { value: answer.json() as T, handed: { address: path, body: answer.body, headers: kept } };
    };
    const headerPath = listHeaderPath(id, undefined);
    const itemsPath = listItemsPath(id, undefined, defaultItemSort);
    const [menuCall, headerCall, itemsCall] = await Promise.all([
      ask<MenuAnswer>('POST', navigationMenu.path),
      ask<ListHeader>('GET', headerPath),
      ask<ListItem[]>('GET', itemsPath),
    ]);
    const menu = menuCall?.value;
    if (!menuCall || !menu?.username || !headerCall || !itemsCall) return undefined;
    const [header, items] = [headerCall.value, itemsCall.value];
    // A long list opens from its own calls, as before: drawn, its windowed rows took a task of 70–90 ms into the
    // first tick after, and its items, in the page, would be compressed anew for each reader rather than once for all
    // (items.cache.ts) (docs/performance.md, Screens on a phone).
    if (items.length > drawnListLength) return undefined;
    const answers = [{ ...menuCall.handed, address: 'menu' }, headerCall.handed, itemsCall.handed];
    const open = items.filter((item) => !item.completed);
    const rows = open.slice(0, firstScreenRows);
    const screen =
      build && drawable(header, rows, menu.username)
        ? drawFirstScreen(
            { lang: menu.lang, menu, header, rows, total: items.length, done: items.length - open.length },
            build,
          )
        : undefined;
    return { lang: menu.lang, screen, answers };
  };
}
