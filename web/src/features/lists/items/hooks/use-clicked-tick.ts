import type { ListItem } from '@listok/contract';
import { useState } from 'react';

/**
 * A tick as the user's click left it, shown at once, before the list's data (optimistic, then the server's) comes back
 * through the query cache and the list's deferred redraw a moment later (a list of 2,000 goods redraws in slices); a
 * controlled box or tile would otherwise go back for that moment. The item's next data takes over.
 */
export function useClickedTick(item: ListItem): [completed: boolean, click: (completed: boolean) => void] {
  const [clicked, setClicked] = useState<boolean | null>(null);
  const [shownItem, setShownItem] = useState(item);
  if (shownItem !== item) {
    setShownItem(item);
    setClicked(null);
  }
  return [clicked ?? item.completed, setClicked];
}
