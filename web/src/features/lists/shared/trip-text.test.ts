import '../../../locales/lists';
import type { Lang, ListMember } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { type Translate, text } from '../../../lib/texts/texts';
import { shoppersOf, shoppersText, tripNote } from './trip-text';

const inLang = (lang: Lang): { lang: Lang; t: Translate } => ({ lang, t: (key, params) => text(lang, key, params) });
const ashan = { id: 7, name: 'Ашан' };
const costco = { id: 8, name: 'Costco' };
const member = (username: string, trip: Partial<ListMember>): ListMember => ({ id: 1, username, owner: 0, ...trip });

describe('a member’s trip in words', () => {
  it('names the shop a member is in, else says they are going shopping, else nothing', () => {
    const { t, lang } = inLang('ru');
    expect(tripNote({ store: ashan, goingShopping: true }, lang, t)).toBe('в Ашане');
    expect(tripNote({ store: null, goingShopping: true }, lang, t)).toBe('идёт в магазин');
    expect(tripNote({ store: null }, lang, t)).toBe('');
    // On the way to a shop until the first tick there.
    expect(tripNote({ store: { id: 9, name: 'Пятёрочка' }, goingShopping: true, onTheWay: true }, lang, t)).toBe(
      'идёт в Пятёрочку',
    );
    const en = inLang('en');
    expect(tripNote({ store: costco }, en.lang, en.t)).toBe('at Costco');
    expect(tripNote({ goingShopping: true }, en.lang, en.t)).toBe('going shopping');
    expect(tripNote({ store: costco, onTheWay: true }, en.lang, en.t)).toBe('going to Costco');
  });

  it('gathers the others on a trip from a header, and says who is where in both languages', () => {
    const shoppers = shoppersOf(
      [member('anna', { store: ashan }), member('ivan', { goingShopping: true }), member('vera', { online: true })],
      'me',
    );
    expect(shoppers).toEqual([
      { username: 'anna', store: ashan, onTheWay: false },
      { username: 'ivan', store: null, onTheWay: false },
    ]);
    expect(shoppersOf([member('me', { goingShopping: true })], 'me')).toEqual([]);
    const ru = inLang('ru');
    expect(shoppersText(shoppers, ru.lang, ru.t)).toBe('anna в Ашане, ivan идёт в магазин');
    const en = inLang('en');
    expect(shoppersText([{ username: 'Anna', store: costco }], en.lang, en.t)).toBe('Anna is at Costco');
    expect(shoppersText([...shoppers, ...shoppers], en.lang, en.t)).toBe('anna is at Ашан and 3 more');
    expect(shoppersText([], en.lang, en.t)).toBe('');
    const onTheWay = { username: 'Иван', store: { id: 9, name: 'Пятёрочка' }, onTheWay: true };
    expect(shoppersText([onTheWay], ru.lang, ru.t)).toBe('Иван идёт в Пятёрочку');
    expect(shoppersText([{ ...onTheWay, username: 'Ivan', store: costco }], en.lang, en.t)).toBe(
      'Ivan is going to Costco',
    );
  });
});
