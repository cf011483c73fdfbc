import type { ListItem } from '@listok/contract';
import { useState } from 'react';

/**
 * A tick of a row's box or a tile, shown as the user's click left it at once, before the list's data (optimistic, then
 * the server's) comes back through the query cache and the list's deferred redraw a moment later (a list of 2,000
 * goods redraws in slices); a controlled box or tile would otherwise go back for that moment. The item's next data
 * takes over. Answers what to show and the tick: it marks the item as shown, so a second click before the data comes
 * takes the first back.
 */
export function useClickedTick(
  item: ListItem,
  onMark: (item: ListItem) => void,
): [completed: boolean, tick: () => void] {
  const [clicked, setClicked] = useState<boolean | null>(null);
  const [shownItem, setShownItem] = useState(item);
  if (shownItem !== item) {
    setShownItem(item);
    setClicked(null);
  }
  const completed = clicked ?? item.completed;
  const tick = () => {
    setClicked(!completed);
    onMark({ ...item, completed });
  };
  return [completed, tick];
}
