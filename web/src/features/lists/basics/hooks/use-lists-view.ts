import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type ListsView, listsViewSearch, readListsView } from '../lists-view';

/**
 * The tab, order and page of My lists. They are mirrored into the address with `history.replaceState`, so Back from
 * a list and a reload return to them; not as router navigations, which would move the focus to the top of the page
 * on every click of a header or page number. A real navigation (e.g. the menu's Lists entry) resets them.
 */
export function useListsView(): [ListsView, (view: ListsView) => void] {
  const location = useLocation();
  const [view, setViewState] = useState(() => readListsView(new URLSearchParams(location.search)));
  const shownKey = useRef(location.key);

  useEffect(() => {
    if (location.key === shownKey.current) return;
    shownKey.current = location.key;
    setViewState(readListsView(new URLSearchParams(location.search)));
  }, [location.key, location.search]);

  const setView = useCallback(
    (next: ListsView) => {
      setViewState(next);
      const search = listsViewSearch(next).toString();
      const url = `${location.pathname}${search ? `?${search}` : ''}`;
      window.history.replaceState(window.history.state, '', url);
    },
    [location.pathname],
  );

  return [view, setView];
}
