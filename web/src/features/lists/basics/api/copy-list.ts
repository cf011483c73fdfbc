import type { CopyListBody } from '@listok/contract';
import { copyList as copyListCall } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';

/** `{name, only}`: a new list of the caller's with the source's goods (201, the new list). */
export const copyList = (listId: number, body: CopyListBody) => api(copyListCall, { params: { id: listId }, body });

/** Copies the list; the caller opens the new one (useOpenCreatedList, which also refreshes My lists). */
export const useCopyList = (listId: number) =>
  useMutation({ mutationFn: (body: CopyListBody) => copyList(listId, body) });
