import type { MessageAnswer } from '@listok/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** GET /api/user/password/recovery-pass-start: always 200, whether the email is registered or not. */
export const startRecovery = (email: string) =>
  apiCall<MessageAnswer>(`/api/user/password/recovery-pass-start?${new URLSearchParams({ email })}`);

export const useStartRecovery = () => useMutation({ mutationFn: startRecovery });
