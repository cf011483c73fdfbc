import type { Contact } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { contactsQuery } from './contacts';

/** POST /api/user/contact/add/{id}: answers the whole contact list, which replaces the cached one. */
export const addContact = (id: number) => apiCall<Contact[]>(`/api/user/contact/add/${id}`, { method: 'POST' });

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: (contacts) => queryClient.setQueryData(contactsQuery.queryKey, contacts),
  });
}
