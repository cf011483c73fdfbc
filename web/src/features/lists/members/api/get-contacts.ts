import type { Contact } from '@listok/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { listKeys } from '../../shared/api/keys';

/** GET /api/user/contact/list: the people the owner can add to a list. */
export const getContacts = (signal?: AbortSignal) => apiCall<Contact[]>('/api/user/contact/list', { signal });

export const useContacts = (enabled: boolean) =>
  useQuery({ queryKey: listKeys.contacts(), queryFn: ({ signal }) => getContacts(signal), enabled });
