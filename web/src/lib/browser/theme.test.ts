import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followOtherTabs, parseThemeChoice, setThemeChoice, themeChoiceStore, themeStorageKey } from './theme';
import { runPrePaintScript } from './theme.test-support';

type Listener = (event: { detail?: unknown }) => void;

/** The few browser pieces the theme touches: storage, the system's colour scheme, <html>, the theme-color meta, events. */
function fakeBrowser({ stored = null as string | null, systemDark = false, storageRefused = false } = {}) {
  const items = new Map<string, string>(stored === null ? [] : [[themeStorageKey, stored]]);
  const allowed = () => {
    if (storageRefused) throw new DOMException('denied', 'SecurityError');
    return items;
  };
  const storage = {
    getItem: (key: string) => allowed().get(key) ?? null,
    setItem: (key: string, value: string) => void allowed().set(key, value),
    removeItem: (key: string) => void allowed().delete(key),
  };
  const scheme = { matches: systemDark, listeners: [] as (() => void)[] };
  const matchMedia = (query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)');
    return {
      get matches() {
        return scheme.matches;
      },
      addEventListener: (_: string, listener: () => void) => scheme.listeners.push(listener),
    };
  };
  const meta = { content: '#15803d', setAttribute: (_: string, value: string) => (meta.content = value) };
  const html = { dataset: {} as Record<string, string> };
  const document = {
    documentElement: html,
    querySelector: (selector: string) => (selector === 'meta[name=theme-color]' ? meta : null),
  };
  const listeners = new Map<string, Set<Listener>>();
  const addEventListener = (type: string, listener: Listener) => {
    listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
  };
  const window = {
    matchMedia,
    addEventListener,
    removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
    dispatchEvent: (event: { type: string; detail?: unknown }) => {
      for (const listener of listeners.get(event.type) ?? []) listener(event);
      return true;
    },
  };
  return {
    items,
    storage,
    html,
    meta,
    /** Runs public/theme.js as the page's <head> does. */
    loadPage() {
      runPrePaintScript({ localStorage: storage, matchMedia, document, addEventListener });
    },
    /** Stubs the globals src/lib/browser/theme.ts uses. */
    install() {
      vi.stubGlobal('localStorage', storage);
      vi.stubGlobal('window', window);
      vi.stubGlobal(
        'CustomEvent',
        class {
          constructor(
            readonly type: string,
            readonly init: { detail: unknown },
          ) {}
          get detail() {
            return this.init.detail;
          }
        },
      );
    },
    setSystemDark(dark: boolean) {
      scheme.matches = dark;
      for (const listener of scheme.listeners) listener();
    },
    otherTabStored(value: string | null) {
      if (value === null) items.delete(themeStorageKey);
      else items.set(themeStorageKey, value);
      for (const listener of listeners.get('storage') ?? []) listener({});
    },
  };
}

describe('the script that applies the theme before the first paint', () => {
  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['system', true, 'dark'],
    ['purple', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ])('with %s stored and a dark system %s, gives the %s theme', (stored, systemDark, theme) => {
    const browser = fakeBrowser({ stored, systemDark });
    browser.loadPage();
    expect(browser.html.dataset.theme).toBe(theme);
    expect(browser.meta.content).toBe(theme === 'dark' ? '#141e31' : '#15803d');
  });

  it('follows the system where storage is refused', () => {
    const browser = fakeBrowser({ systemDark: true, storageRefused: true });
    browser.loadPage();
    expect(browser.html.dataset.theme).toBe('dark');
  });

  it('follows a change of the system setting, unless light or dark was chosen', () => {
    const browser = fakeBrowser();
    browser.loadPage();
    browser.setSystemDark(true);
    expect(browser.html.dataset.theme).toBe('dark');
    browser.setSystemDark(false);
    expect(browser.html.dataset.theme).toBe('light');

    const chosen = fakeBrowser({ stored: 'dark' });
    chosen.loadPage();
    chosen.setSystemDark(false);
    expect(chosen.html.dataset.theme).toBe('dark');
  });

  it('takes a choice made in another tab', () => {
    const browser = fakeBrowser();
    browser.loadPage();
    browser.otherTabStored('dark');
    expect(browser.html.dataset.theme).toBe('dark');
    browser.otherTabStored(null);
    expect(browser.html.dataset.theme).toBe('light');
  });
});

describe('the theme choice', () => {
  it('reads a stored choice, and anything else as following the system', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('system')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('blue')).toBe('system');
    expect(parseThemeChoice('Dark')).toBe('system');
  });
});

describe('switching the theme', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  const open = (options?: Parameters<typeof fakeBrowser>[0]) => {
    browser = fakeBrowser(options);
    browser.install();
    browser.loadPage();
  };
  beforeEach(() => open());
  afterEach(() => {
    vi.unstubAllGlobals();
    themeChoiceStore.set('system');
  });

  it('remembers a light or dark choice, and the page applies it at once', () => {
    setThemeChoice('dark');
    expect(browser.items.get(themeStorageKey)).toBe('dark');
    expect(themeChoiceStore.get()).toBe('dark');
    expect(browser.html.dataset.theme).toBe('dark');
    expect(browser.meta.content).toBe('#141e31');

    setThemeChoice('light');
    expect(browser.items.get(themeStorageKey)).toBe('light');
    expect(browser.html.dataset.theme).toBe('light');
    expect(browser.meta.content).toBe('#15803d');
  });

  it('forgets the choice when the system is followed again', () => {
    open({ stored: 'light', systemDark: true });
    expect(browser.html.dataset.theme).toBe('light');
    setThemeChoice('system');
    expect(browser.items.has(themeStorageKey)).toBe(false);
    expect(browser.html.dataset.theme).toBe('dark');
    browser.setSystemDark(false);
    expect(browser.html.dataset.theme).toBe('light');
  });

  it('still applies a choice the browser refuses to store', () => {
    open({ storageRefused: true });
    setThemeChoice('dark');
    expect(browser.html.dataset.theme).toBe('dark');
    expect(themeChoiceStore.get()).toBe('dark');
    browser.setSystemDark(false);
    expect(browser.html.dataset.theme).toBe('dark');
  });

  it('shows a choice made in another tab until it stops following', () => {
    const stop = followOtherTabs();
    browser.otherTabStored('dark');
    expect(themeChoiceStore.get()).toBe('dark');
    stop();
    browser.otherTabStored('light');
    expect(themeChoiceStore.get()).toBe('dark');
  });
});
