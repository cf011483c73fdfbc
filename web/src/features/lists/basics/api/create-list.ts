import type { CreateListBody } from '@listok/contract';
import { createList as createListCall } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/** Creates a list: 201 with the new list. */
export const createList = (body: CreateListBody) => api(createListCall, { body });

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.pages() }),
  });
}
