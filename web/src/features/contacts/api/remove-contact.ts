import type { Contact } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { contactsQuery } from './contacts';

/** POST /api/user/contact/remove/{id}: answers the whole contact list, which replaces the cached one. */
export const removeContact = (id: number) => apiCall<Contact[]>(`/api/user/contact/remove/${id}`, { method: 'POST' });

export function useRemoveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContact,
    onSuccess: (contacts) => queryClient.setQueryData(contactsQuery.queryKey, contacts),
  });
}
