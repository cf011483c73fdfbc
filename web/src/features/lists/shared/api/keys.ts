import type { ItemSort } from '@listok/contract';

/**
 * Query keys of the lists feature. Everything of one list sits under `detail(id)`, so a push event refreshes the
 * header and the items with one invalidation.
 */
export const listKeys = {
  all: ['lists'] as const,
  pages: () => ['lists', 'page'] as const,
  /** A page of My lists as a view (basics/lists-view.ts) asks for it; not imported, as shared imports no part. */
  page: <View extends object>(view: View) => ['lists', 'page', view] as const,
  /** The to-dos across lists (`GET /api/tasks`): under `pages()`, so what refreshes My lists refreshes them too. */
  tasks: (scope: string) => ['lists', 'page', 'tasks', scope] as const,
  detail: (id: number) => ['lists', 'detail', id] as const,
  header: (id: number, ac: string | undefined) => ['lists', 'detail', id, 'header', ac ?? null] as const,
  itemsOf: (id: number) => ['lists', 'detail', id, 'items'] as const,
  items: (id: number, ac: string | undefined, sort: ItemSort) =>
    ['lists', 'detail', id, 'items', ac ?? null, sort] as const,
  shopOrders: (id: number) => ['lists', 'detail', id, 'shop-order'] as const,
  shopOrder: (id: number, ac: string | undefined) => ['lists', 'detail', id, 'shop-order', ac ?? null] as const,
  /** A shopping list's receipts and balances (features/lists/money), under `detail(id)`: a header event reads them. */
  money: (id: number) => ['lists', 'detail', id, 'money'] as const,
  /** The shops of a shopping list (docs/api.md, "Shops"), under `detail(id)`: a header event reads them again. */
  stores: (id: number) => ['lists', 'detail', id, 'stores'] as const,
  listSuggestions: (id: number, lang: string) => ['lists', 'detail', id, 'suggestions', lang] as const,
  /** What a list tells the signed-in member: outside `detail(id)`, as a push event of the list does not change it. */
  notifications: (id: number) => ['lists', 'notifications', id] as const,
  contacts: () => ['lists', 'contacts'] as const,
  units: () => ['lists', 'units'] as const,
  suggestions: (lang: string, text: string) => ['lists', 'suggestions', lang, text] as const,
  ownProducts: (lang: string) => ['lists', 'own-products', lang] as const,
  /** The common products' names, the device's compact copy of the catalogue for suggestions without signal. */
  catalogueNames: (lang: string) => ['lists', 'catalogue-names', lang] as const,
};
