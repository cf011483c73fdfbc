import type { MenuAnswer } from '@listok/contract/base';
import { storedFlag } from './stored-flag';

// IndexedDB code loads only when something is kept or asked for, never with a visitor's landing page.
const storedData = () => import('./stored-data');

/** A signed-in user's menu is kept for starting without signal; signing out forgets what was kept for reading. */
export function keepMenu(menu: MenuAnswer): void {
  if (menu.username !== null)
    void storedData()
      .then((stored) => stored.saveMenu(menu))
      .catch(() => undefined);
  else if (localStorage.getItem(storedFlag) !== null)
    void storedData()
      .then((stored) => stored.forgetStoredData())
      .catch(() => undefined);
}

/** The last signed-in menu, for starting without signal; undefined when none is kept. */
export const keptMenu = (): Promise<MenuAnswer | undefined> =>
  localStorage.getItem(storedFlag) === null
    ? Promise.resolve(undefined)
    : storedData()
        .then((stored) => stored.readMenu())
        .catch(() => undefined);
