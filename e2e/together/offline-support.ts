import { type Browser, expect, type Page } from '@playwright/test';
import { signedInUser } from '../helpers';
import { type ApiItem, createListApi, newPerson } from '../lists/lists-support';

// What the offline specs share: the device's kept answers and refused changes, a list opened ready for no signal.

export const itemsOf = async (page: Page, listId: number) =>
  (await (await page.request.get(`/api/list/${listId}`)).json()) as ApiItem[];

/**
 * Whether IndexedDB keeps the items of the list for the signed-in user (written after each answer), and the
 * catalogue's names (asked for once the items are on screen).
 */
export const keptItems = (page: Page, listId: number) =>
  page.evaluate<boolean>(`new Promise((resolve) => {
    const open = indexedDB.open('listok');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queries')) return resolve(false);
      const all = db.transaction('queries').objectStore('queries').getAll();
      all.onsuccess = () =>
        resolve(all.result.some((r) => r.key[1] === 'detail' && r.key[2] === ${listId}) &&
          all.result.some((r) => r.key[1] === 'catalogue-names') &&
          localStorage.getItem('listok.offline') !== null);
    };
  })`);

/**
 * Opens the list the way a returning user has it: the service worker installed and in control (one reload after the
 * first visit), the list's answers kept in IndexedDB.
 */
export async function openReadyForOffline(page: Page, listId: number, name: string) {
  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).toBe(true);
  await expect.poll(() => keptItems(page, listId)).toBe(true);
}

/** How many refused changes the device keeps (IndexedDB `listok-changes`), for any user. */
export const refusedKept = (page: Page) =>
  page.evaluate<number>(`new Promise((resolve) => {
    const open = indexedDB.open('listok-changes');
    open.onerror = () => resolve(-1);
    open.onsuccess = () => {
      const all = open.result.transaction('refused').objectStore('refused').count();
      all.onsuccess = () => resolve(all.result);
    };
  })`);

/** Anna signed in, with a list «Открытый раньше» of her own. */
export async function annaWithAList(browser: Browser, baseURL: string | undefined) {
  const anna = await newPerson(browser, baseURL);
  await signedInUser(anna.page, 'anna');
  return { anna, a: anna.page, opened: await createListApi(anna.page, 'Открытый раньше') };
}

/** The status of changes waiting for the network, in either language and any number ("1 изменение ждёт сети"). */
export const unsent = (page: Page) =>
  page.getByRole('status').filter({ hasText: /жд(?:ёт|ут) сети|waiting for the network/ });
