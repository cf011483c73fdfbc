import type { ListKind } from '@listok/contract';
import type { TextKey } from '../../../lib/texts/texts';

/** The words of the list screen that follow the list's kind: «Куплено 1 из 3» on a shopping list, «Сделано» on a to-do. */
export type KindWord =
  | 'progress'
  | 'heading'
  | 'addLabel'
  | 'addPlaceholder'
  | 'addHint'
  | 'empty'
  | 'done'
  | 'completed'
  | 'notCompleted'
  | 'itemName'
  | 'caption'
  | 'joinHint'
  | 'shareHint'
  | 'deleteTitle'
  | 'deleteText'
  | 'pasteLead'
  | 'pasteField'
  | 'pastePlaceholder'
  | 'pasteHint'
  | 'pasteAdded'
  | 'pasteMerged'
  | 'pasteDone'
  | 'closeText'
  | 'copyLead'
  | 'copyAll'
  | 'copyOpen';

/** A shopping list's words, as they were before lists had kinds. */
const shoppingKeys = {
  progress: 'list.progress',
  heading: 'items.heading',
  addLabel: 'items.searchLabel',
  addPlaceholder: 'items.searchPlaceholder',
  addHint: 'items.searchHint',
  empty: 'items.empty',
  done: 'items.done',
  completed: 'items.completed',
  notCompleted: 'items.notCompleted',
  itemName: 'items.name',
  caption: 'items.caption',
  joinHint: 'list.joinHint',
  shareHint: 'share.linkHint',
  deleteTitle: 'dialogs.deleteItem.title',
  deleteText: 'dialogs.deleteItem.text',
  pasteLead: 'dialogs.pasteList.lead',
  pasteField: 'dialogs.pasteList.field',
  pastePlaceholder: 'dialogs.pasteList.placeholder',
  pasteHint: 'dialogs.pasteList.hint',
  pasteAdded: 'dialogs.pasteList.added',
  pasteMerged: 'dialogs.pasteList.merged',
  pasteDone: 'dialogs.pasteList.done',
  closeText: 'dialogs.closeList.text',
  copyLead: 'dialogs.copyList.lead',
  copyAll: 'dialogs.copyList.all',
  copyOpen: 'dialogs.copyList.open',
} as const satisfies Record<KindWord, TextKey>;

/** The text key of a word for a list of this kind (a shopping list's while the kind is not known yet). */
export const kindKey = (kind: ListKind | undefined, word: KindWord): TextKey =>
  kind === undefined || kind === 'shopping' ? shoppingKeys[word] : `kindWords.${kind}.${word}`;
