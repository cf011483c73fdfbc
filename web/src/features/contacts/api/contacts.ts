import type { Contact } from '@listok/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** GET /api/user/contact/list: the signed-in user's contacts. */
export const contactsQuery = queryOptions({
  queryKey: ['contacts', 'list'],
  queryFn: ({ signal }) => apiCall<Contact[]>('/api/user/contact/list', { signal }),
});

export const useContacts = () => useQuery(contactsQuery);
