import type { MenuAnswer } from '@listok/contract/base';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What IndexedDB keeps for starting without signal (lib/offline/stored-data.ts), in memory here.
const stored = vi.hoisted(() => ({ kept: undefined as MenuAnswer | undefined, saved: [] as MenuAnswer[] }));
vi.mock('../offline/stored-data', () => ({
  readMenu: async () => stored.kept,
  saveMenu: async (menu: MenuAnswer) => {
    stored.saved.push(menu);
  },
  forgetStoredData: async () => undefined,
}));

const menuOf = (username: string | null): MenuAnswer => ({
  menu: { main: [], auth: [], lang: [] },
  username,
  lang: 'ru',
  isAdmin: false,
  timeZone: username === null ? null : 'Asia/Tokyo',
  signIn: { password: true, sso: null },
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The menu module afresh (its store is module state) with fetch answering from `answers`, one per call. */
async function menuWith(...answers: Array<() => Promise<Response>>) {
  vi.resetModules();
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  const menu = await import('./menu');
  return { menu, fetch };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', { getItem: () => null });
  stored.kept = undefined;
  stored.saved = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the menu', () => {
  it('is pending until the first answer, then holds it', async () => {
    const { menu } = await menuWith(async () => answer(200, menuOf('anna')));
    expect(menu.menuState()).toEqual({ data: undefined, isPending: true });
    await menu.loadMenu();
    expect(menu.menuState()).toEqual({ data: menuOf('anna'), isPending: false });
  });

  it('tells the dates the user’s time zone: "now" is read in it from then on', async () => {
    const { menu } = await menuWith(async () => answer(200, menuOf('anna')));
    await menu.loadMenu();
    const { localDateText } = await import('../texts/server-date');
    // 20:00 in UTC is 05:00 the next day in Tokyo.
    expect(localDateText(new Date('2026-12-02T20:00:00Z'))).toBe('2026-12-03 05:00:00');
  });

  it('is loaded once however often the shell asks', async () => {
    const { menu, fetch } = await menuWith(async () => answer(200, menuOf(null)));
    await Promise.all([menu.loadMenu(), menu.loadMenu()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the answer of the latest call when calls overlap', async () => {
    let releaseOld = (_: Response) => {};
    const { menu } = await menuWith(
      () => new Promise<Response>((resolve) => (releaseOld = resolve)),
      async () => answer(200, menuOf('anna')),
    );
    const old = menu.refreshMenu();
    await menu.refreshMenu();
    releaseOld(answer(200, menuOf(null)));
    await old;
    expect(menu.menuState().data?.username).toBe('anna');
  });

  it('tries twice more after network trouble or a 5xx, a second and two seconds apart', async () => {
    const { menu, fetch } = await menuWith(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => answer(503, { status: 503, message: 'busy' }),
      async () => answer(200, menuOf(null)),
    );
    const loading = menu.refreshMenu();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await loading;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(menu.menuState()).toEqual({ data: menuOf(null), isPending: false });
  });

  it('keeps a signed-in menu, and without signal starts with the kept one', async () => {
    const { menu } = await menuWith(async () => answer(200, menuOf('anna')));
    await menu.loadMenu();
    await vi.waitFor(() => expect(stored.saved).toEqual([menuOf('anna')]));

    stored.kept = menuOf('anna');
    vi.stubGlobal('localStorage', { getItem: () => '1' });
    const offline = await menuWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await offline.menu.loadMenu();
    expect(offline.menu.menuState()).toEqual({ data: menuOf('anna'), isPending: false });
    expect(offline.fetch).toHaveBeenCalledTimes(1);
  });

  it('starts a user signed in before with the kept menu, and the server’s menu follows', async () => {
    stored.kept = menuOf('anna');
    vi.stubGlobal('localStorage', { getItem: () => '1' });
    let answerNow = (_: Response) => {};
    const { menu, fetch } = await menuWith(() => new Promise<Response>((resolve) => (answerNow = resolve)));
    // The server has not answered: the screens already have the kept menu.
    await menu.loadMenu();
    expect(menu.menuState()).toEqual({ data: menuOf('anna'), isPending: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Signed out elsewhere meanwhile: the server's menu wins.
    answerNow(answer(200, menuOf(null)));
    await vi.waitFor(() => expect(menu.menuState().data?.username).toBeNull());
  });

  it('gives up at once on a 4xx, and stops pending so the error bar can show', async () => {
    const { menu, fetch } = await menuWith(async () => answer(400, { status: 400, message: 'bad' }));
    await expect(menu.refreshMenu()).rejects.toMatchObject({ status: 400 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(menu.menuState()).toEqual({ data: undefined, isPending: false });
  });
});
