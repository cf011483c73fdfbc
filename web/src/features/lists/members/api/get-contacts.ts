import { contactList } from '@listok/contract/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/** The owner's contacts: the people the owner can add to a list. */
export const getContacts = (signal?: AbortSignal) => api(contactList, { signal });

export const useContacts = (enabled: boolean) =>
  useQuery({ queryKey: listKeys.contacts(), queryFn: ({ signal }) => getContacts(signal), enabled });
