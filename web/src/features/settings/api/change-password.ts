import type { ChangePasswordBody, MessageAnswer } from '@listok/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** PATCH /api/user/settings/change-password; the user's other sessions end, this one stays. */
export const changePassword = (body: ChangePasswordBody) =>
  apiCall<MessageAnswer>('/api/user/settings/change-password', { method: 'PATCH', body: { json: body } });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
