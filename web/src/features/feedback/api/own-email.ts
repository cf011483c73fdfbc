import { userSettings } from '@listok/contract/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/**
 * The signed-in user's email, to fill in the form. Only a convenience: if it cannot be had (e.g. the session has
 * just ended) the form stays empty, without an error bar or a trip to the sign-in page.
 */
export function useOwnEmail(signedIn: boolean) {
  return useQuery({
    queryKey: ['feedback', 'own-email'],
    queryFn: async ({ signal }) => {
      try {
        return (await api(userSettings, { signal })).email;
      } catch {
        return null;
      }
    },
    enabled: signedIn,
  });
}
