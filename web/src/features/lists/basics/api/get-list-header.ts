import { listHeader } from '@listok/contract/api';
import { listHeaderRequest } from '@listok/contract/base';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';
import { withCan } from '../../shared/list-can';

/**
 * The list's header: name, state, the caller's role, what they may do (`can`) and the members (the code only
 * for members).
 */
export const getListHeader = (id: number, ac: string | undefined, signal?: AbortSignal) =>
  api(listHeader, { ...listHeaderRequest(id, ac), signal });

export const listHeaderQuery = (id: number, ac: string | undefined) =>
  queryOptions({
    queryKey: listKeys.header(id, ac),
    queryFn: ({ signal }) => getListHeader(id, ac, signal),
    // A header kept offline by an older version has no `can`.
    select: withCan,
    // Coming back to the shop app after a while shows what the others changed meanwhile.
    refetchOnWindowFocus: true,
  });

export const useListHeader = (id: number, ac: string | undefined) => useQuery(listHeaderQuery(id, ac));
