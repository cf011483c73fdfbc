import '../../../locales/lists';
import { readStore, textLines } from '@listok/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todo } from '../shared/list-item.test-support';
import { listLine, listText, storesText } from './list-text';

const milk = {
  name: 'Молоко',
  name_ru: 'Молоко',
  name_en: 'Milk',
  details: '',
  amount: 2,
  unit_ru: 'л',
  unit_en: 'l',
  completed: false,
  kind: 'shopping' as const,
  stores: [] as number[],
};
const apples = {
  ...milk,
  name: 'Яблоки',
  name_ru: 'Яблоки',
  name_en: 'Apples',
  amount: 1.5,
  unit_ru: 'кг',
  unit_en: 'kg',
};
const bread = { ...milk, name: 'Хлеб', name_ru: 'Хлеб', name_en: 'Bread', amount: 1, unit_ru: 'шт', unit_en: 'pcs' };

describe('a list as text', () => {
  it('gives the name, then one line per item in Russian, bought ones ticked', () => {
    expect(listText('Продукты', [milk, { ...bread, completed: true }, apples], 'ru', 'Пусто')).toBe(
      'Продукты\n☐ Молоко — 2 л\n☑ Хлеб — 1 шт\n☐ Яблоки — 1,5 кг',
    );
  });

  it('speaks English with English names, units and decimal points', () => {
    expect(listText('Weekend', [milk, { ...apples, completed: true }], 'en', 'Empty')).toBe(
      'Weekend\n☐ Milk — 2 l\n☑ Apples — 1.5 kg',
    );
  });

  it('agrees the units with the amounts', () => {
    const cans = { ...milk, name_en: 'Peas', amount: 2, unit_ru: 'банка', unit_en: 'can' };
    expect(listText('Weekend', [bread, cans, { ...bread, amount: 6 }], 'en', 'Empty')).toBe(
      'Weekend\n☐ Bread — 1 pc\n☐ Peas — 2 cans\n☐ Bread — 6 pcs',
    );
    expect(listLine({ ...cans, amount: 5 }, 'ru').amount).toBe('5 банок');
  });

  it('keeps up to three decimals and no thousands separators', () => {
    expect(listLine({ ...milk, amount: 0.125 }, 'ru').amount).toBe('0,125 л');
    expect(listLine({ ...milk, amount: 1250.5 }, 'en').amount).toBe('1250.5 l');
  });

  it('writes the bare amount for an item without a unit name', () => {
    const unnamed = { ...milk, unit_ru: '', unit_en: ' ' };
    expect(listText('Дела', [unnamed], 'ru', 'Пусто')).toBe('Дела\n☐ Молоко — 2');
    expect(listLine(unnamed, 'en').amount).toBe('2');
  });

  it('puts the details in brackets after the name', () => {
    expect(listLine({ ...milk, details: 'Простоквашино, 3,2 %' }, 'ru')).toEqual({
      done: false,
      name: 'Молоко (Простоквашино, 3,2 %)',
      amount: '2 л',
      note: '',
      where: '',
      due: '',
      doer: '',
    });
  });

  it('gives the note after the amount', () => {
    expect(listText('Дача', [{ ...milk, amount: 1, note: ' 3,2% ' }], 'ru', 'Пусто')).toBe(
      'Дача\n☐ Молоко — 1 л · 3,2%',
    );
  });

  it('gives a plain entry as typed: its amount and note together, none when it has none', () => {
    const entry = (name: string, amount: number | null, note: string) => ({
      ...milk,
      kind: 'packing' as const,
      itemId: null,
      name,
      name_ru: name,
      name_en: name,
      amount,
      unit_ru: '',
      unit_en: '',
      note,
    });
    expect(
      listText(
        'Отпуск',
        [entry('Носки', 3, 'пары'), entry('Паспорт', null, ''), entry('Зарядка', null, 'и для часов')],
        'ru',
        '',
      ),
    ).toBe('Отпуск\n☐ Носки — 3 пары\n☐ Паспорт\n☐ Зарядка — и для часов');
  });

  it('falls back to the answered name where the language has none', () => {
    expect(listLine({ ...milk, name_en: '' }, 'en').name).toBe('Молоко');
  });

  it('says a list without items is empty instead of giving only its name', () => {
    expect(listText('Пустой', [], 'ru', 'В списке пока ничего нет.')).toBe('Пустой\nВ списке пока ничего нет.');
  });
});

describe('the shops of a good in the text', () => {
  const shops = [
    { id: 1, name: 'Ашан' },
    { id: 2, name: 'Рынок' },
    { id: 3, name: 'Пятёрочка' },
    { id: 4, name: 'Costco' },
    { id: 5, name: 'Лента' },
  ];
  const cheese = { ...milk, name: 'Сыр', name_ru: 'Сыр', name_en: 'Cheese', amount: 200, unit_ru: 'г', unit_en: 'g' };
  /** A line of an export as the paste reads it back: its bullet off, then the shop at its end. */
  const pastedBack = (text: string) => {
    const [line = ''] = textLines(text.split('\n')[1] ?? '');
    const { text: good, store } = readStore(line, shops);
    return { good, store: store?.name };
  };

  it('names the one shop a good is tied to last, as smart entry reads it', () => {
    expect(listText('Продукты', [{ ...cheese, stores: [2] }], 'ru', '', shops)).toBe('Продукты\n☐ Сыр — 200 г в Рынке');
    expect(listText('Weekend', [{ ...cheese, stores: [4] }], 'en', '', shops)).toBe(
      'Weekend\n☐ Cheese — 200 g at Costco',
    );
    expect(listText('Дача', [{ ...cheese, amount: null, stores: [3] }], 'ru', '', shops)).toBe(
      'Дача\n☐ Сыр в Пятёрочке',
    );
  });

  it('ties the good to that shop again when the exported line is pasted into the list, the rest read as without it', () => {
    for (const id of [1, 2, 3, 4, 5]) {
      for (const lang of ['ru', 'en'] as const) {
        const tied = listText('Продукты', [{ ...cheese, note: '45%', stores: [id] }], lang, '', shops);
        const bare = listText('Продукты', [{ ...cheese, note: '45%' }], lang, '', shops);
        expect(pastedBack(tied)).toEqual({ good: pastedBack(bare).good, store: shops[id - 1]?.name });
      }
    }
  });

  it('lists several shops in brackets, in the list’s order of shops', () => {
    expect(listText('Продукты', [{ ...cheese, stores: [5, 1] }], 'ru', '', shops)).toBe(
      'Продукты\n☐ Сыр — 200 г (Ашан, Лента)',
    );
    expect(listLine({ ...cheese, stores: [2, 4] }, 'en', shops).where).toBe('(Рынок, Costco)');
  });

  it('says nothing of shops for a good any shop has, or when the shops are not known', () => {
    expect(listText('Продукты', [{ ...cheese, stores: [] }], 'ru', '', shops)).toBe('Продукты\n☐ Сыр — 200 г');
    expect(listText('Продукты', [{ ...cheese, stores: [2] }], 'ru', '')).toBe('Продукты\n☐ Сыр — 200 г');
    expect(storesText([9], shops, 'ru')).toBe('');
  });
});

describe('a to-do in the text', () => {
  // Noon of 2 December 2026 on this device's clock: «завтра» is the 3rd, «вчера» the 1st.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 2, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  const anna = { id: 3, username: 'anna' };
  const bills = todo(1, 'Оплатить свет', { due: '2026-12-03 18:00', repeat: 'monthly', assignee: anna });

  it('carries the due, the repeat and the doer after the name, in its row’s order', () => {
    expect(listText('Дела', [bills], 'ru', '')).toBe(
      'Дела\n☐ Оплатить свет — завтра, 18:00 · каждый месяц · Делает: anna',
    );
    expect(listText('Chores', [bills], 'en', '')).toBe(
      'Chores\n☐ Оплатить свет — tomorrow, 6:00 PM · every month · Done by: anna',
    );
  });

  it('puts them after the note, and says an open one is overdue as its row does, a done one not', () => {
    const late = todo(2, 'Позвонить маме', { due: '2026-12-01', note: 'про дачу' });
    expect(listText('Дела', [late, { ...late, completed: true }], 'ru', '')).toBe(
      'Дела\n☐ Позвонить маме — про дачу · вчера · просрочено\n☑ Позвонить маме — про дачу · вчера',
    );
    expect(listLine(late, 'en')).toMatchObject({ note: 'про дачу', due: 'yesterday · overdue', doer: '' });
  });

  it('gives only what a to-do has: a doer alone, or nothing beyond the name', () => {
    expect(listText('Дела', [todo(3, 'Вынести мусор', { assignee: anna }), todo(4, 'Полить цветы')], 'ru', '')).toBe(
      'Дела\n☐ Вынести мусор — Делает: anna\n☐ Полить цветы',
    );
  });
});
