import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ItemsLayout,
  type ItemsView,
  setItemsLayout,
  setItemsView,
  setTickedRows,
  type TickedRows,
} from './shop-groups';

const prePaintScript = readFileSync(new URL('../../../../public/theme.js', import.meta.url), 'utf8');

/** Runs public/theme.js as a page's <head> does, over this device's storage; answers <html>'s data-list-view. */
function drawnPageListView(storage: Map<string, string>): string | undefined {
  const html = { dataset: {} as Record<string, string> };
  new Function('localStorage', 'matchMedia', 'document', 'addEventListener', prePaintScript)(
    { getItem: (key: string) => storage.get(key) ?? null },
    () => ({ matches: false, addEventListener: () => {} }),
    { documentElement: html, querySelector: () => null },
    () => {},
  );
  return html.dataset.listView;
}

describe('a page the server drew, on a device that chose how lists show', () => {
  // The drawing is the rows view, ticked goods at the end. The script that runs before the first paint reads the
  // choices the app stores (shop-groups.ts) under their keys, as a classic script that cannot import them: only a
  // choice of another view makes the page show the app's own screen.
  const storage = new Map<string, string>();
  const choose = (view: ItemsView, layout: ItemsLayout, ticked: TickedRows) => {
    setItemsView(view);
    setItemsLayout(layout);
    setTickedRows(ticked);
  };
  afterEach(() => {
    choose('table', 'rows', 'end');
    vi.unstubAllGlobals();
    storage.clear();
  });

  it.each([
    ['table', 'rows', 'end', undefined],
    ['departments', 'rows', 'end', 'own'],
    ['table', 'tiles', 'end', 'own'],
    ['table', 'rows', 'inPlace', 'own'],
  ] as const)('%s, %s, ticked rows %s: %s', (view, layout, ticked, listView) => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    });
    choose(view, layout, ticked);
    expect(drawnPageListView(storage)).toBe(listView);
  });
});
