import { describe, expect, it } from 'vitest';
import { changeSummary, inSentence, shoppingSummary, type ToldChange } from './change-summary.js';

const added = (actor: string, name: string, about = name.length): ToldChange => ({ actor, kind: 'added', name, about });

describe('the body of a bundled notification', () => {
  it('names up to three goods, then "and N more" with the Russian plural form', () => {
    const goods = ['Молоко', 'Хлеб', 'Яйца', 'Сыр', 'Чай', 'Кофе', 'Мясо'];
    const some = (n: number) => goods.slice(0, n).map((name, i) => added('Анна', name, i));
    expect(changeSummary('ru', some(1))).toBe('Анна — добавлено: молоко');
    expect(changeSummary('ru', some(3))).toBe('Анна — добавлено: молоко, хлеб и яйца');
    expect(changeSummary('ru', some(3).concat(added('Анна', 'Сыр', 9)))).toBe(
      'Анна — добавлено: молоко, хлеб и ещё 2 товара',
    );
    expect(changeSummary('ru', some(5))).toBe('Анна — добавлено: молоко, хлеб и ещё 3 товара');
    expect(changeSummary('ru', some(7))).toBe('Анна — добавлено: молоко, хлеб и ещё 5 товаров');
    expect(changeSummary('en', some(5))).toBe('Анна added молоко, хлеб and 3 more');
    expect(
      changeSummary(
        'en',
        ['Milk', 'Bread'].map((n, i) => added('Anna', n, i)),
      ),
    ).toBe('Anna added milk and bread');
  });

  it('says which shop of the list the actor is in, and where a member goes shopping', () => {
    const ticked = (actor: string, name: string, store?: string): ToldChange => ({
      actor,
      kind: 'bought',
      name,
      store,
    });
    const changes = [ticked('Анна', 'Молоко', 'Ашан'), ticked('Анна', 'Хлеб', 'Ашан'), ticked('Борис', 'Сыр')];
    expect(changeSummary('ru', changes)).toBe('Анна в Ашане — отмечено: молоко и хлеб\nБорис — отмечено: сыр');
    expect(changeSummary('en', [ticked('Anna', 'Milk', 'Costco')])).toBe('Anna at Costco ticked off milk');
    expect(shoppingSummary('ru', 'Анна', 'Пятёрочка')).toBe('Анна идёт в Пятёрочку');
    expect(shoppingSummary('en', 'Anna', 'Costco')).toBe('Anna is going to Costco');
  });

  it('on a list of another kind, counts its lines as items, not goods, and tells an untick of everything', () => {
    const lines = ['Позвонить маме', 'Полить цветы', 'Вынести мусор', 'Купить билеты', 'Забрать посылку'];
    const changes = lines.map((name) => ({ actor: 'Анна', kind: 'added' as const, name }));
    expect(changeSummary('ru', changes, 'todo')).toBe('Анна — добавлено: позвонить маме, полить цветы и ещё 3 пункта');
    expect(changeSummary('ru', changes.slice(0, 3).concat(changes.slice(0, 3)), 'packing')).toBe(
      'Анна — добавлено: позвонить маме, полить цветы и вынести мусор',
    );
    const unticked: ToldChange = { actor: 'Анна', kind: 'unticked' };
    expect(changeSummary('ru', [unticked], 'packing')).toBe('Анна — все отметки сняты: список готов к следующему разу');
    expect(changeSummary('en', [{ ...unticked, actor: 'Anna' }], 'packing')).toBe(
      'Anna unticked everything: the list is ready for next time',
    );
  });

  it('tells each kind once per actor, in a fixed order, and each actor on a line of their own', () => {
    const changes: ToldChange[] = [
      { actor: 'Anna', kind: 'bought', name: 'Eggs', about: 1 },
      added('Boris', 'Tea', 2),
      added('Anna', 'Milk', 3),
      { actor: 'Anna', kind: 'removed', name: 'Salt', about: 4 },
      { actor: 'Boris', kind: 'memberAdded', name: 'vera', about: 50 },
      { actor: 'Boris', kind: 'closed' },
    ];
    expect(changeSummary('en', changes)).toBe(
      'Anna added milk; ticked off eggs; removed salt\nBoris added tea; added vera; completed the list',
    );
    expect(changeSummary('ru', changes)).toBe(
      'Anna — добавлено: milk; отмечено: eggs; удалено: salt\nBoris — добавлено: tea; новый участник: vera; список завершён',
    );
  });

  it('drops what was undone within the bundle, and folds a change of a good into its add', () => {
    const changes: ToldChange[] = [
      { actor: 'Anna', kind: 'bought', name: 'Eggs', about: 1 },
      { actor: 'Anna', kind: 'unbought', name: 'Eggs', about: 1 },
      added('Anna', 'Milk', 2),
      { actor: 'Anna', kind: 'changed', name: 'Milk', about: 2 },
      { actor: 'Anna', kind: 'changed', name: 'Bread', about: 3 },
      { actor: 'Anna', kind: 'changed', name: 'Bread', about: 3 },
      added('Boris', 'Tea', 4),
      { actor: 'Boris', kind: 'removed', name: 'Tea', about: 4 },
    ];
    expect(changeSummary('en', changes)).toBe('Anna added milk; changed bread');
    expect(changeSummary('en', changes.slice(0, 2))).toBe('');
  });

  it('keeps the case of names that are not capitalised words', () => {
    expect(inSentence('Молоко', 'ru')).toBe('молоко');
    expect(inSentence('IKEA', 'en')).toBe('IKEA');
    expect(inSentence('iPhone', 'en')).toBe('iPhone');
    expect(inSentence('Ёлка', 'ru')).toBe('ёлка');
  });

  it('says who is going shopping in words that fit anyone', () => {
    expect(shoppingSummary('ru', 'Анна')).toBe('Анна идёт в магазин');
    expect(shoppingSummary('en', 'Anna')).toBe('Anna is going shopping');
  });
});
