import { addMember, removeMember } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { setMembers } from '../../shared/api/item-caches';

/** Adds or removes a member (owner only): answers the members. */
export const changeMember = (listId: number, action: 'add' | 'remove', userId: number) =>
  api(action === 'add' ? addMember : removeMember, { params: { id: listId, userId } });

export function useChangeMember(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: 'add' | 'remove'; userId: number }) =>
      changeMember(listId, action, userId),
    onSuccess: (members) => setMembers(queryClient, listId, members),
  });
}
