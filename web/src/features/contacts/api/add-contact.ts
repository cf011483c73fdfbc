import { addContact as addContactRoute } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { contactsQuery } from './contacts';

/** Adds a user to the contacts: answers the whole contact list, which replaces the cached one. */
export const addContact = (id: number) => api(addContactRoute, { params: { id } });

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: (contacts) => queryClient.setQueryData(contactsQuery.queryKey, contacts),
  });
}
