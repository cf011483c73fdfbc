import { pageParam } from '../../lib/api/paged-call';

/** The screen's state kept in the address (`?name=…&page=…`), so a reload or a shared link shows the same page. */
export interface VocabularySearch {
  name: string;
  page: number;
}

export function readVocabularySearch(params: URLSearchParams): VocabularySearch {
  return { name: params.get('name') ?? '', page: pageParam(params.get('page')) };
}

/** Address parameters for a state; the defaults (no filter, page 1) are left out to keep the address clean. */
export function vocabularySearchParams({ name, page }: VocabularySearch): Record<string, string> {
  const params: Record<string, string> = {};
  if (name.trim() !== '') params.name = name;
  if (page > 1) params.page = String(page);
  return params;
}
