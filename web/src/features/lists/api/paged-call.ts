import { ApiError, networkFailureStatus } from '../../../lib/api';
import { type PageInfo, readPageInfo } from '../pagination';

/** A GET of a paged call: the rows and the page the pagination headers describe. */
export async function pagedCall<T>(path: string, signal?: AbortSignal): Promise<{ rows: T[]; page: PageInfo }> {
  let response: Response;
  try {
    response = await fetch(path, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(networkFailureStatus, null);
  }
  const text = await response.text();
  let body: unknown = text === '' ? null : text;
  try {
    if (text !== '') body = JSON.parse(text);
  } catch {
    // Not JSON: the error handler reports the text as an answer of the wrong format.
  }
  if (!response.ok) throw new ApiError(response.status, body);
  const rows = Array.isArray(body) ? (body as T[]) : [];
  return { rows, page: readPageInfo(response.headers, rows.length) };
}
