import type { ListMember } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { setMembers } from '../../shared/api/item-caches';

/** POST /api/list/{id}/members/add|remove/{userId} (owner only): answers the members. */
export const changeMember = (listId: number, action: 'add' | 'remove', userId: number) =>
  apiCall<ListMember[]>(`/api/list/${listId}/members/${action}/${userId}`, { method: 'POST' });

export function useChangeMember(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: 'add' | 'remove'; userId: number }) =>
      changeMember(listId, action, userId),
    onSuccess: (members) => setMembers(queryClient, listId, members),
  });
}
