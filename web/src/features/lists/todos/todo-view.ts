import type { ListItem } from '@listok/contract';

/** A to-do's due; an item of another kind has none. */
const dueOf = (item: ListItem): string | null => (item.kind === 'todo' ? item.due : null);

/**
 * A to-do list by due (the to-do list's own order): the open to-dos first, the soonest on top — a due day before the
 * timed to-dos of that day — then the undated ones; ticked ones keep their place at the end as the list had them.
 * Ties keep the list's order.
 */
export function byDue(items: readonly ListItem[]): ListItem[] {
  const rank = (item: ListItem) => (item.completed ? 2 : dueOf(item) ? 0 : 1);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const ranks = rank(a.item) - rank(b.item);
      if (ranks !== 0) return ranks;
      if (rank(a.item) === 0) {
        const [dueA, dueB] = [dueOf(a.item) ?? '', dueOf(b.item) ?? ''];
        if (dueA !== dueB) return dueA < dueB ? -1 : 1;
      }
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

/** The to-dos given to the user («Мои»). */
export const mineOnly = (items: readonly ListItem[], username: string | null): ListItem[] =>
  items.filter((item) => username !== null && item.kind === 'todo' && item.assignee?.username === username);
