import { describe, expect, it } from 'vitest';
import { good } from './list-item.test-support';
import { itemOnTheList } from './on-the-list';

const item = (id: number, productId: number, name: string) => good(id, name, { itemId: productId });

const items = [item(1, 10, 'Ёжевика'), item(2, 20, 'Молоко'), item(3, 30, 'Яблоки')];

describe('itemOnTheList: the item an add would repeat', () => {
  it('a product picked is there when the same product is, whatever its name', () => {
    expect(itemOnTheList(items, { productId: 20 })?.id).toBe(2);
    expect(itemOnTheList(items, { productId: 21 })).toBeUndefined();
  });

  it('a name typed is there when an item has the same name up to case, ё and spaces around it', () => {
    expect(itemOnTheList(items, { name: ' ежевика ' })?.id).toBe(1);
    expect(itemOnTheList(items, { name: 'МОЛОКО' })?.id).toBe(2);
  });

  it('another word form or a longer name is a new product, as the server makes it', () => {
    expect(itemOnTheList(items, { name: 'Яблоко' })).toBeUndefined();
    expect(itemOnTheList(items, { name: 'Молоко топлёное' })).toBeUndefined();
    expect(itemOnTheList([], { name: 'Молоко' })).toBeUndefined();
  });
});
