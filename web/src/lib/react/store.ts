import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/** A value outside React that components read with `useStore`; set from anywhere (e.g. the API error handler). */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Sets a store of a list to `next` unless it holds the same entries already: a new array of the same entries (an
 * empty queue loaded as empty, a filter that took nothing out) re-rendered every screen reading it, at once.
 */
export function setList<T>(store: Store<readonly T[]>, next: readonly T[]): void {
  const now = store.get();
  if (next.length === now.length && next.every((entry, index) => Object.is(entry, now[index]))) return;
  store.set(next);
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Like useStore, but a change re-renders in a transition: React renders it in slices and keeps the page responsive
 * (a big screen drawn at once would block the main thread in one long task). For values that redraw a whole screen,
 * such as the menu's first answer.
 */
export function useStoreInTransition<T>(store: Store<T>): T {
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    const update = () => startTransition(() => setValue(store.get()));
    update();
    return store.subscribe(update);
  }, [store]);
  return value;
}
