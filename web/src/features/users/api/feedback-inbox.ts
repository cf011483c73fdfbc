import type { FeedbackEntry } from '@listok/contract';
import { feedbackInbox } from '@listok/contract/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AccessDenied, unlessAccessDenied } from '../../../components/access-denied';
import { type Paged, pagedApi } from '../../../lib/api/paged-call';

/** One page (admin only) of the feedback users sent, the newest first; 403 is a state. */
export const feedbackInboxQuery = (page: number) =>
  queryOptions({
    queryKey: ['feedback', { page }],
    queryFn: ({ signal }): Promise<Paged<FeedbackEntry> | AccessDenied> =>
      unlessAccessDenied(pagedApi(feedbackInbox, { query: { page } }, { signal })),
    placeholderData: keepPreviousData,
  });

export const useFeedbackInbox = (page: number) => useQuery(feedbackInboxQuery(page));
