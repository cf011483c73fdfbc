/** The field a sort value orders by: `-createdAt` → `createdAt`. */
export const sortField = (sort: string): string => (sort.startsWith('-') ? sort.slice(1) : sort);

/** The field names of a sort union: `'name' | '-name'` → `'name'`. */
export type SortField<S extends string> = S extends `-${string}` ? never : S;

/**
 * Spec §4: clicking a column sorts by it ascending; clicking it again (while it sorts ascending) sorts descending,
 * and a third click ascending again.
 */
export function nextSort<S extends string>(current: S, field: SortField<S>): S {
  return (current === field ? `-${field}` : field) as S;
}

/** The `aria-sort` of a column header. */
export function ariaSort(current: string, field: string): 'ascending' | 'descending' | 'none' {
  if (sortField(current) !== field) return 'none';
  return current.startsWith('-') ? 'descending' : 'ascending';
}
