import { describe, expect, it } from 'vitest';
import { defaultListsView, listsViewSearch, readListsView } from './lists-view';

describe('readListsView', () => {
  it('starts on the active tab, newest first, page 1', () => {
    expect(readListsView(new URLSearchParams())).toEqual({ active: true, sort: '-createdAt', page: 1 });
  });

  it('reads the tab, the sort and the page', () => {
    expect(readListsView(new URLSearchParams('tab=finished&sort=name&page=3'))).toEqual({
      active: false,
      sort: 'name',
      page: 3,
    });
  });

  it('ignores a sort or page the server would refuse', () => {
    expect(readListsView(new URLSearchParams('sort=drop table&page=-2'))).toEqual(defaultListsView);
    expect(readListsView(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readListsView(new URLSearchParams('page=abc')).page).toBe(1);
  });
});

describe('listsViewSearch', () => {
  it('is empty for the default view', () => {
    expect(listsViewSearch(defaultListsView).toString()).toBe('');
  });

  it('round-trips through readListsView', () => {
    const view = { active: false, sort: '-updatedAt', page: 4 } as const;
    expect(readListsView(listsViewSearch(view))).toEqual(view);
  });
});
