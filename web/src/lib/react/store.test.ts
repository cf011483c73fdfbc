import { describe, expect, it } from 'vitest';
import { createStore, setList } from './store';

describe('setList', () => {
  it('tells the readers of a list store only when its entries change', () => {
    const [a, b] = [{ id: 1 }, { id: 2 }];
    const store = createStore<readonly { id: number }[]>([]);
    let told = 0;
    store.subscribe(() => {
      told += 1;
    });
    setList(store, []);
    expect(told).toBe(0);
    setList(store, [a, b]);
    expect(told).toBe(1);
    setList(
      store,
      [a, b].filter((entry) => entry.id > 0),
    );
    expect(told).toBe(1);
    setList(store, [b, a]);
    expect(told).toBe(2);
    setList(store, [b]);
    expect(store.get()).toEqual([b]);
    expect(told).toBe(3);
    setList(store, [{ id: 2 }]);
    expect(told).toBe(4);
  });
});
