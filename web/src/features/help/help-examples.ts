import type { Lang, ListKind } from '@listok/contract/base';

/** One example line: its name, amount, note (or a friend's word on a wish), and whether it is ticked. */
export type ExampleRow = [name: string, amount: string, note: string, ticked: boolean];

/** The lines each kind's picture on the help page shows, in each language. */
export const helpExamples: Record<Lang, Record<ListKind, ExampleRow[]>> = {
  ru: {
    shopping: [
      ['Молоко', '1 л', '3,2%', false],
      ['Яйца', '10 шт', '', true],
      ['Яблоки', '2 кг', '', false],
    ],
    todo: [
      ['Позвонить маме', '', 'завтра, 18:00', true],
      ['Оплатить интернет', '', 'чт, 10 дек. · каждый месяц', false],
      ['Вынести мусор', '', 'вт, 1 дек. · каждую неделю', false],
    ],
    packing: [
      ['Носки · 3 пары', '', '', true],
      ['Паспорт', '', '', true],
      ['Зарядка', '', '', false],
    ],
    wishlist: [
      ['Наушники', '', 'Уже кто-то дарит', false],
      ['Книга', '', 'Подарю я', false],
      ['lego.com', '', '', false],
    ],
  },
  en: {
    shopping: [
      ['Milk', '1 l', '2%', false],
      ['Eggs', '12 pcs', '', true],
      ['Apples', '2 kg', '', false],
    ],
    todo: [
      ['Call mum', '', 'tomorrow, 6:00 PM', true],
      ['Pay the internet', '', 'Thu, Dec 10 · every month', false],
      ['Take out the bins', '', 'Tue, Dec 1 · every week', false],
    ],
    packing: [
      ['Socks · 3 pairs', '', '', true],
      ['Passport', '', '', true],
      ['Charger', '', '', false],
    ],
    wishlist: [
      ['Headphones', '', 'Someone is giving this', false],
      ['A novel', '', "I'll give this", false],
      ['lego.com', '', '', false],
    ],
  },
};
