import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { seriousA11yViolations, useLanguage } from '../helpers';

/** A list (of a kind: shopping when not given) created through the API by the signed-in user of the page. */
export async function createListApi(page: Page, name: string, kind?: 'shopping' | 'todo' | 'packing' | 'wishlist') {
  const response = await page.request.post('/api/lists', { data: { name, ...(kind && { kind }) } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string; access: string };
}

/** The signed-in user of the page adds `username` to their contacts through the API (search, then add). */
export async function addContactApi(page: Page, username: string): Promise<number> {
  const found = (await (await page.request.get(`/api/user/search?name=${encodeURIComponent(username)}`)).json()) as {
    id: number;
  }[];
  const id = found[0]!.id;
  expect((await page.request.post(`/api/user/contact/add/${id}`)).status()).toBe(200);
  return id;
}

/** An item as the API answers it, with the fields the end-to-end tests read. */
export interface ApiItem {
  id: number;
  name: string;
  amount: number;
  link: string | null;
  completed: boolean;
}

/** Puts a catalogue good on the list through the API: the first suggestion for the text, in the page's language. */
export async function addGood(page: Page, listId: number, text: string): Promise<ApiItem> {
  const found = await page.request.get(`/api/item/autocomplete?name=${encodeURIComponent(text)}`);
  const [first] = (await found.json()) as { id: number }[];
  expect(first, `no suggestion for ${text}`).toBeDefined();
  const response = await page.request.post(`/api/list/${listId}/add`, { data: { item: first!.id } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiItem;
}

/**
 * A fresh browser context (its own cookies), optionally in English, with clipboard access; in a time zone when given
 * (the device's days then match the server's, which writes dates in the user's zone: Moscow by default).
 */
export async function newPerson(
  browser: Browser,
  baseURL: string | undefined,
  lang: 'ru' | 'en' = 'ru',
  timezoneId?: string,
) {
  const context: BrowserContext = await browser.newContext({ baseURL, ...(timezoneId && { timezoneId }) });
  await useLanguage(context, baseURL, lang);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return { context, page: await context.newPage() };
}

/** The table of items of the list page. */
export const itemsTable = (page: Page) =>
  page.getByRole('table', {
    name: /^(Товары|Дела|Вещи|Желания) списка$|^(Goods|To-dos|Things|Wishes) on the list$/,
  });

/** The row of one item, found by the item's name. */
export const itemRow = (page: Page, name: string) =>
  itemsTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

/**
 * Serious axe findings while the product suggestions are open. Two rules are left out on purpose: React Aria hides
 * the rest of the page from screen readers while its combo box list is open (aria-hidden on content that stays
 * focusable, since the focus never leaves the input), and the list is walked with the arrow keys from the input
 * (aria-activedescendant), so its scroll box needs no tab stop of its own.
 */
export const seriousA11yViolationsWithSuggestionsOpen = (page: Page): Promise<string[]> =>
  seriousA11yViolations(page, ['aria-hidden-focus', 'scrollable-region-focusable']);
