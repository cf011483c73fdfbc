import type { CreateCalendarDeviceBody } from '@listok/contract';
import { createCalendarDevice } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { tokensQuery } from './tokens';

/** A device's app password and how to set the device up: the answer is the only time the password is shown. */
export function useCreateCalendarDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCalendarDeviceBody) => api(createCalendarDevice, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}
