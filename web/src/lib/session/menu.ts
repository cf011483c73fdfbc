import { navigationMenu } from '@listok/contract/api';
import type { MenuAnswer } from '@listok/contract/base';
import { ApiError, api, networkFailureStatus, retryDelay, worthRetrying } from '../api/api';
import { takePageMenu } from '../api/page-answers';
import { keepMenu, keptMenu } from '../offline/kept-menu';
import { createStore, useStoreInTransition } from '../react/store';
import { setDateZone } from '../texts/date-zone';

/**
 * The server-built menu: navigation entries, the signed-in username and the language. The shell, the home screen and
 * a few screens read it. It is a plain store rather than a cached query, so the landing page loads without the query
 * library.
 */
export interface MenuState {
  data: MenuAnswer | undefined;
  /** Until the first answer (or the first failure): the shell shows a spinner (spec §2). */
  isPending: boolean;
}

const menuStore = createStore<MenuState>({ data: undefined, isPending: true });

let latestCall = 0;
let firstLoad: Promise<void> | undefined;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Without signal the app starts with the last signed-in menu, so the lists opened before can be read. */
async function menuOrKept(): Promise<MenuAnswer> {
  try {
    // A list's page comes with the menu (lib/api/page-answers.ts).
    const menu = takePageMenu<MenuAnswer>() ?? (await api(navigationMenu));
    keepMenu(menu);
    return menu;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== networkFailureStatus) throw error;
    const kept = await keptMenu();
    if (kept) return kept;
    throw error;
  }
}

async function fetchMenu(): Promise<MenuAnswer> {
  for (let failures = 0; ; failures += 1) {
    try {
      const menu = await menuOrKept();
      // A menu kept by an earlier version has no zone: the device's clock, as then.
      setDateZone(menu.timeZone ?? null);
      return menu;
    } catch (error) {
      if (!worthRetrying(failures, error)) throw error;
      await wait(retryDelay(failures));
    }
  }
}

/**
 * Asks the server for the menu again (after sign-in, sign-up, sign-out or a language switch) and waits for it. When
 * calls overlap, the answer of the latest one is kept. Rejects with the failure of the last try.
 */
export async function refreshMenu(): Promise<void> {
  latestCall += 1;
  const call = latestCall;
  try {
    const data = await fetchMenu();
    if (call === latestCall) menuStore.set({ data, isPending: false });
  } catch (error) {
    if (call === latestCall) menuStore.set({ data: menuStore.get().data, isPending: false });
    throw error;
  }
}

/**
 * The first load of the menu, started once however often the shell asks. A user signed in on this device before
 * starts with the menu kept then (their screens show at once, from what is kept), and the server's menu follows: the
 * same in the end, or another user or none, whom the screens then follow.
 */
export const loadMenu = (): Promise<void> => {
  firstLoad ??= keptMenu().then((kept) => {
    if (!kept || latestCall > 0) return refreshMenu();
    setDateZone(kept.timeZone ?? null);
    menuStore.set({ data: kept, isPending: false });
    void refreshMenu().catch(() => undefined);
  });
  return firstLoad;
};

export const useMenu = (): MenuState => useStoreInTransition(menuStore);

/** The menu state now, outside React. */
export const menuState = (): MenuState => menuStore.get();
