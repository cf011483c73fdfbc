import { removeContact as removeContactRoute } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { contactsQuery } from './contacts';

/** Removes a user from the contacts: answers the whole contact list, which replaces the cached one. */
export const removeContact = (id: number) => api(removeContactRoute, { params: { id } });

export function useRemoveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContact,
    onSuccess: (contacts) => queryClient.setQueryData(contactsQuery.queryKey, contacts),
  });
}
