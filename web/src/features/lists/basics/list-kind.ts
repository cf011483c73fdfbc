import { foldName, type ListKind, listKinds } from '@listok/contract/base';

/**
 * Words a list's name holds that say what the list is for, folded (lower case, ё as е): «Дела на неделю» is to-do,
 * «Отпуск в Сочи» packing, «День рождения Маши» a wish list, "Groceries" shopping. The first kind with a word in the
 * name wins; a name with none of them says nothing (the picker stays as it is).
 */
const kindWords: Record<ListKind, readonly string[]> = {
  todo: ['дела', 'дело', 'задач', 'сделать', 'todo', 'to-do', 'to do', 'tasks', 'task', 'chores', 'errands'],
  packing: [
    'отпуск',
    'поездк',
    'путешеств',
    'в дорогу',
    'сборы',
    'собрать',
    'поход',
    'командировк',
    'trip',
    'travel',
    'vacation',
    'holiday',
    'packing',
    'pack',
    'camping',
    'hike',
  ],
  wishlist: [
    'день рождения',
    'др ',
    'подар',
    'вишлист',
    'хочу',
    'желани',
    'wish',
    'birthday',
    'gift',
    'present',
    'christmas',
  ],
  shopping: ['покупк', 'продукт', 'магазин', 'закупк', 'купить', 'shopping', 'grocery', 'groceries', 'shop', 'buy'],
};

/** A Russian word is a stem (it starts a word of the name: «поездк» in «Поездка»); an English one a whole word. */
const found = (text: string, word: string) => text.includes(/[a-z]/.test(word) ? ` ${word} ` : ` ${word}`);

/** The kind a list's name suggests, or undefined when it suggests none. */
export function kindFromName(name: string): ListKind | undefined {
  const text = ` ${foldName(name).replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
  return listKinds.find((kind) => kindWords[kind].some((word) => found(text, word)));
}
