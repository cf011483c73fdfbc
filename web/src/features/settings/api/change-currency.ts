import type { UserSettings } from '@listok/contract';
import { changeCurrency as changeCurrencyCall } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { userSettingsQuery } from './user-settings';

/** Changes the currency the user's new lists get (issue 50); the lists there are keep theirs. */
export function useChangeCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: string) => api(changeCurrencyCall, { body: { currency } }),
    onSuccess: (_answer, currency) =>
      queryClient.setQueryData(userSettingsQuery.queryKey, (settings: UserSettings | undefined) =>
        settings ? { ...settings, currency } : settings,
      ),
  });
}
