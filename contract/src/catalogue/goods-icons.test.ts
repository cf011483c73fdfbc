import { describe, expect, it } from 'vitest';
import { anyGoodIcon, departmentIcons, goodsIcons, iconOfGood } from './goods-icons.js';

const icon = (en: string, ru: string, department?: string) => iconOfGood({ en, ru }, department);

describe('a good’s picture, read off its names', () => {
  it('reads an English name from its last word and a Russian one from its first', () => {
    expect(icon('Egg noodles', 'Лапша яичная')).toBe('spaghetti');
    expect(icon('Oat milk', 'Молоко овсяное')).toBe('glass-of-milk');
    expect(icon('Orange juice', 'Сок апельсиновый')).toBe('beverage-box');
    expect(icon('Milk chocolate', 'Шоколад молочный')).toBe('chocolate-bar');
  });

  it('takes English plurals and Russian word forms', () => {
    expect(icon('Strawberries', 'Клубника')).toBe('strawberry');
    expect(icon('Tomatoes', 'Помидоры')).toBe('tomato');
    expect(icon('Peaches', 'Персики')).toBe('peach');
    expect(icon('Ёжики', 'яблочки')).toBe('red-apple');
  });

  it('reads a phrase first where the words alone mislead', () => {
    expect(icon('Ice cream', 'Мороженое')).toBe('ice-cream');
    expect(icon('Sunflower oil', 'Масло подсолнечное')).toBe('pouring-liquid');
    expect(icon('Butter', 'Масло сливочное')).toBe('butter');
    expect(icon('Hand cream', 'Крем для рук')).toBe('lotion-bottle');
    expect(icon('Coffee beans', 'Кофе в зёрнах')).toBe('hot-beverage');
  });

  it('takes the longer of two keywords a word holds, and a whole word where a stem would mislead', () => {
    expect(icon('Vodka', 'Водка')).toBe('tumbler-glass');
    expect(icon('Water', 'Вода')).toBe('droplet');
    expect(icon('', 'Мёд липовый')).toBe('honey-pot');
    expect(icon('', 'Маски медицинские')).toBe('pill');
  });

  it('gives a user’s own product, one name in both, the picture of its words', () => {
    expect(icon('Молоко фермерское', 'Молоко фермерское')).toBe('glass-of-milk');
    expect(icon('Farm milk', 'Farm milk')).toBe('glass-of-milk');
    expect(icon('Картошка молодая', 'Картошка молодая')).toBe('potato');
  });

  it('falls back on the department, and on a basket without one', () => {
    expect(icon('Beetroot', 'Свёкла', 'fruit-veg')).toBe(departmentIcons['fruit-veg']);
    expect(icon('Greeting card', 'Открытка', 'other')).toBe(departmentIcons.other);
    expect(icon('Штуковина', 'Штуковина')).toBe(anyGoodIcon);
    expect(icon('Штуковина', 'Штуковина', 'no-such-department')).toBe(anyGoodIcon);
  });

  it('answers only icons of the set, each named once, every department’s among them', () => {
    expect(new Set(goodsIcons).size).toBe(goodsIcons.length);
    for (const department of Object.values(departmentIcons)) expect(goodsIcons).toContain(department);
    for (const name of ['Молоко', 'Хлеб', 'Сыр', 'Vodka', 'Штуковина']) expect(goodsIcons).toContain(icon(name, name));
  });
});
