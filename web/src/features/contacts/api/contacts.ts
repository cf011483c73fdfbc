import { contactList } from '@listok/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** The signed-in user's contacts. */
export const contactsQuery = queryOptions({
  queryKey: ['contacts', 'list'],
  queryFn: ({ signal }) => api(contactList, { signal }),
});

export const useContacts = () => useQuery(contactsQuery);
