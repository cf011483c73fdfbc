import { atStore, type Lang, type ListKind, pluralCategory, toStore } from '@listok/contract';

/** What a member did to a list, as kept in list_changes until it is told. */
export const changeKinds = [
  'added',
  'changed',
  'bought',
  'unbought',
  'removed',
  'memberAdded',
  'memberRemoved',
  'joined',
  'left',
  'closed',
  'recovered',
  'unticked',
] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** One change as the reader is told it: who, what, and the good or member it was about (in the reader's language). */
export interface ToldChange {
  actor: string;
  kind: ChangeKind;
  /** A good's name, or the member added or removed. */
  name?: string | undefined;
  /** What the change was about (a product or member id): changes of the same thing cancel or merge. */
  about?: number | undefined;
  /** The shop of the list the actor is in (`PUT /api/list/{id}/here`), which their line names. */
  store?: string | undefined;
}

/** Goods named in full before "and N more". */
const namedAtMost = 3;
const namedBeforeMore = 2;

// Russian words after «ещё N»: goods on a shopping list, items («пункты») on the other kinds.
const moreGoods = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' };
const moreEntries = { one: 'пункт', few: 'пункта', many: 'пунктов', other: 'пункта' };

const texts = {
  ru: {
    // After a dash, in forms that do not depend on who did it («Анна — добавлено: молоко»).
    line: (actor: string, clauses: string[]) => `${actor} — ${clauses.join('; ')}`,
    and: ' и ',
    more: (count: number, goods: boolean) =>
      `ещё ${count} ${(goods ? moreGoods : moreEntries)[pluralCategory('ru', count) as 'one']}`,
    goods: {
      added: 'добавлено',
      changed: 'изменено',
      bought: 'отмечено',
      unbought: 'снова нужно',
      removed: 'удалено',
    },
    memberAdded: 'новый участник',
    memberRemoved: 'больше не участник',
    joined: 'теперь участник списка',
    left: 'больше не участник списка',
    closed: 'список завершён',
    recovered: 'список восстановлен',
    unticked: 'все отметки сняты: список готов к следующему разу',
    // The present tense has no gender: «Анна идёт», «Борис идёт».
    shopping: (actor: string) => `${actor} идёт в магазин`,
  },
  en: {
    line: (actor: string, clauses: string[]) => `${actor} ${clauses.join('; ')}`,
    and: ' and ',
    more: (count: number, _goods: boolean) => `${count} more`,
    goods: {
      added: 'added',
      changed: 'changed',
      bought: 'ticked off',
      unbought: 'put back',
      removed: 'removed',
    },
    memberAdded: 'added',
    memberRemoved: 'removed',
    joined: 'joined the list',
    left: 'left the list',
    closed: 'completed the list',
    recovered: 'restored the list',
    unticked: 'unticked everything: the list is ready for next time',
    shopping: (actor: string) => `${actor} is going shopping`,
  },
} as const;

type GoodsKind = keyof (typeof texts)['ru']['goods'];
const isGoodsKind = (kind: ChangeKind): kind is GoodsKind => kind in texts.ru.goods;

/** Pairs of kinds that undo each other within one bundle (a tick taken back, a good added and removed again). */
const undoes: Partial<Record<ChangeKind, ChangeKind>> = {
  unbought: 'bought',
  bought: 'unbought',
  removed: 'added',
  memberRemoved: 'memberAdded',
  recovered: 'closed',
  closed: 'recovered',
  left: 'joined',
};

/** A good's name in a sentence: «Молоко» → «молоко», but «IKEA», «iPhone» stay as they are. */
export function inSentence(name: string, lang: Lang): string {
  const [first = '', second = ''] = name;
  return first !== first.toLocaleLowerCase(lang) && second === second.toLocaleLowerCase(lang)
    ? first.toLocaleLowerCase(lang) + name.slice(1)
    : name;
}

function nameList(names: string[], lang: Lang, goods = true): string {
  const t = texts[lang];
  if (names.length <= namedAtMost) {
    return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')}${t.and}${names.at(-1)}`;
  }
  return `${names.slice(0, namedBeforeMore).join(', ')}${t.and}${t.more(names.length - namedBeforeMore, goods)}`;
}

/**
 * What one actor's changes leave to tell: a change undone later in the bundle is dropped with its undoing, a change
 * of a good just added is part of the add, and each thing is told once per kind.
 */
function netChanges(changes: ToldChange[]): ToldChange[] {
  const kept: ToldChange[] = [];
  const sameThing = (a: ToldChange, b: ToldChange) => a.about === b.about && a.name === b.name;
  for (const change of changes) {
    const undone = undoes[change.kind];
    const undoneAt = undone ? kept.findIndex((k) => k.kind === undone && sameThing(k, change)) : -1;
    if (undoneAt >= 0) {
      kept.splice(undoneAt, 1);
      continue;
    }
    if (change.kind === 'changed' && kept.some((k) => k.kind === 'added' && sameThing(k, change))) continue;
    if (kept.some((k) => k.kind === change.kind && sameThing(k, change))) continue;
    kept.push(change);
  }
  return kept;
}

/** One actor's clauses: the goods per kind (in a fixed order), then what they did to members and to the list. */
function clausesOf(changes: ToldChange[], lang: Lang, listKind: ListKind): string[] {
  const t = texts[lang];
  const clauses: string[] = [];
  for (const kind of changeKinds) {
    const names = changes.filter((c) => c.kind === kind).map((c) => inSentence(c.name ?? '', lang));
    if (names.length === 0) continue;
    if (isGoodsKind(kind)) {
      const list = nameList(names, lang, listKind === 'shopping');
      clauses.push(lang === 'ru' ? `${t.goods[kind]}: ${list}` : `${t.goods[kind]} ${list}`);
    } else if (kind === 'memberAdded' || kind === 'memberRemoved') {
      const people = changes.filter((c) => c.kind === kind).map((c) => c.name ?? '');
      clauses.push(lang === 'ru' ? `${t[kind]}: ${nameList(people, lang)}` : `${t[kind]} ${nameList(people, lang)}`);
    } else {
      clauses.push(t[kind]);
    }
  }
  return clauses;
}

/**
 * The body of one notification: a line per member who changed the list, in the order they first did
 * («Анна — добавлено: молоко, хлеб и ещё 3 товара; отмечено: яйца» / "Anna added milk, bread and 3 more; ticked off
 * eggs"). Empty when the changes undid each other.
 */
export function changeSummary(lang: Lang, changes: readonly ToldChange[], listKind: ListKind = 'shopping'): string {
  const actors = [...new Set(changes.map((c) => c.actor))];
  // «Анна в Ашане — отмечено: …» when she is in a shop of the list.
  const label = (actor: string) => {
    const store = changes.find((c) => c.actor === actor && c.store)?.store;
    return store ? `${actor} ${atStore(store, lang)}` : actor;
  };
  return actors
    .map((actor) => clausesOf(netChanges(changes.filter((c) => c.actor === actor)), lang, listKind))
    .map((clauses, index) => (clauses.length > 0 ? texts[lang].line(label(actors[index] ?? ''), clauses) : ''))
    .filter(Boolean)
    .join('\n');
}

/** The body of "I'm going shopping", naming the shop when there is one («Анна идёт в Ашан»). */
export const shoppingSummary = (lang: Lang, actor: string, store?: string) =>
  store === undefined
    ? texts[lang].shopping(actor)
    : lang === 'ru'
      ? `${actor} идёт ${toStore(store, lang)}`
      : `${actor} is going ${toStore(store, lang)}`;
