/** The screen's state kept in the address (`?name=…&page=…`), so a reload or a shared link shows the same page. */
export interface VocabularySearch {
  name: string;
  page: number;
}

export function readVocabularySearch(params: URLSearchParams): VocabularySearch {
  const page = Number(params.get('page'));
  return {
    name: params.get('name') ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** Address parameters for a state; the defaults (no filter, page 1) are left out to keep the address clean. */
export function vocabularySearchParams({ name, page }: VocabularySearch): Record<string, string> {
  const params: Record<string, string> = {};
  if (name.trim() !== '') params.name = name;
  if (page > 1) params.page = String(page);
  return params;
}

/** The number a row shows in the # column: its place among all pages. */
export const rowNumber = (page: number, pageSize: number, index: number): number =>
  (Math.max(page, 1) - 1) * pageSize + index + 1;
