import type { ListSummary } from '@listok/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { listKeys } from '../../shared/api/keys';
import type { ListsPage } from '../api/get-lists';
import type { ListLinkState } from '../components/lists-table';
import { defaultListsView } from '../lists-view';

/**
 * Opens a list the user just created: it shows at once at the top of the newest-first first page of active lists
 * (for Back), and its page opens with its name.
 */
export function useOpenCreatedList() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (list: ListSummary) => {
    queryClient.setQueryData<ListsPage>(listKeys.page(defaultListsView), (page) =>
      page
        ? {
            ...page,
            items: [list, ...page.items.filter((row) => row.id !== list.id)].slice(0, page.pagination.pageSize),
          }
        : page,
    );
    void queryClient.invalidateQueries({ queryKey: listKeys.pages() });
    void navigate(`/lists/${list.id}`, { state: { name: list.name } satisfies ListLinkState });
  };
}
