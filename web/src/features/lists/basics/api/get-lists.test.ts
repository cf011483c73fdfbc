import type { ListSummary } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { noListRights } from '../../shared/list-can';
import { ownerCan } from '../../shared/list-can.test-support';
import { listSummary } from '../../shared/list-summary.test-support';
import { defaultListsView } from '../lists-view';
import { type ListsPage, listsQuery } from './get-lists';

const list = listSummary(5, 'Дача');
const pagination = { page: 1, pagesCount: 1, pageSize: 20, totalCount: 2 };
const shown = (page: ListsPage) => listsQuery(defaultListsView).select?.(page);

describe('a page of My lists', () => {
  it('is shown as the server answered it', () => {
    const page = { items: [list], pagination };
    expect(shown(page)).toBe(page);
  });

  it('kept offline by an older version, its lists without can allow nothing', () => {
    const { can: _, ...kept } = list;
    const page = { items: [list, { ...(kept as ListSummary), id: 6 }], pagination };
    expect(shown(page)?.items.map((item) => item.can)).toEqual([ownerCan, noListRights]);
  });
});
