import type { CopyListBody, ListSummary } from '@listok/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';

/** POST /api/list/{id}/copy `{name, only}`: a new list of the caller's with the source's goods (201, the new list). */
export const copyList = (listId: number, body: CopyListBody) =>
  apiCall<ListSummary>(`/api/list/${listId}/copy`, { method: 'POST', body: { json: body } });

/** Copies the list; the caller opens the new one (useOpenCreatedList, which also refreshes My lists). */
export const useCopyList = (listId: number) =>
  useMutation({ mutationFn: (body: CopyListBody) => copyList(listId, body) });
