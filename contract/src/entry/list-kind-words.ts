import { type ListKind, listKinds } from '../lists/list-basics.js';
import { foldName } from './word-forms.js';

/**
 * Words a list's name holds that say what the list is for, folded (lower case, ё as е): «Дела на неделю» is to-do,
 * «Отпуск в Сочи» packing, «День рождения Маши» a wish list, "Groceries" shopping. A Russian word is a stem that starts
 * a word of the name («поездк» in «Поездка»), several words a phrase; an English one a whole word.
 */
const kindWords: Record<ListKind, readonly string[]> = {
  shopping: [
    'покупк',
    'продукт',
    'магазин',
    'закупк',
    'купить',
    'рынок',
    'shopping',
    'grocery',
    'groceries',
    'shop',
    'buy',
    'supermarket',
  ],
  todo: ['дела', 'дело', 'задач', 'сделать', 'todo', 'to-do', 'to do', 'tasks', 'task', 'chores', 'errands'],
  packing: [
    'отпуск',
    'поездк',
    'в поездку',
    'путешеств',
    'в дорогу',
    'сборы',
    'собрать',
    'чемодан',
    'на дачу',
    'поход',
    'командировк',
    'trip',
    'travel',
    'vacation',
    'holiday',
    'packing',
    'pack',
    'luggage',
    'camping',
    'hike',
  ],
  wishlist: [
    'день рождения',
    'др',
    'подар',
    'вишлист',
    'хочу',
    'желани',
    'желан',
    'wish',
    'wishes',
    'wishlist',
    'birthday',
    'gift',
    'gifts',
    'present',
    'presents',
    'christmas',
  ],
};

/** Whether `text` (folded, words between single spaces, a space at each end) holds `word` as the rule above says. */
const holds = (text: string, word: string) => {
  const whole = /[a-z]/.test(word) || word === 'др';
  return text.includes(whole ? ` ${word} ` : ` ${word}`);
};

/**
 * The kind a list's name suggests, or undefined when it suggests none: the first kind (in `listKinds` order) with a
 * word in the name. One rule for every place a list is named: the web's new-list form (which keeps the picker as it
 * is when this says nothing, shopping at first) and a calendar app's MKCALENDAR (a to-do list when it says nothing).
 */
export function kindFromName(name: string): ListKind | undefined {
  const text = ` ${foldName(name).replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
  return listKinds.find((kind) => kindWords[kind].some((word) => holds(text, word)));
}
