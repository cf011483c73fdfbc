import { createStore, useStore } from '../react/store';

/**
 * A choice remembered on this device for every list (localStorage under `key`), read by components with `use`.
 * Storage may be refused (a locked-down browser): then `parse(null)` holds, and a choice lasts for the page.
 */
export function deviceChoice<T extends string>(key: string, parse: (stored: string | null) => T) {
  const stored = () => {
    try {
      return parse(localStorage.getItem(key));
    } catch {
      return parse(null);
    }
  };
  const store = createStore<T>(typeof localStorage === 'undefined' ? parse(null) : stored());
  return {
    use: () => useStore(store),
    set(value: T): void {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Not remembered; it holds for the page.
      }
      store.set(value);
    },
  };
}
