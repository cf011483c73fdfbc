import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPrePaintScript } from '../../../lib/browser/theme.test-support';
import {
  type ItemsLayout,
  type ItemsView,
  setItemsLayout,
  setItemsView,
  setTickedRows,
  type TickedRows,
} from './shop-groups';

/** Runs public/theme.js as a page's <head> does, over this device's storage; answers <html>'s data-list-view. */
function drawnPageListView(storage: Map<string, string>): string | undefined {
  const html = { dataset: {} as Record<string, string> };
  runPrePaintScript({
    localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    matchMedia: () => ({ matches: false, addEventListener: () => {} }),
    document: { documentElement: html, querySelector: () => null },
    addEventListener: () => {},
  });
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
