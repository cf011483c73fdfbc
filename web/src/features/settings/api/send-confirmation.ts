import type { MessageAnswer } from '@listok/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** POST /api/user/settings/email-confirmation: mails the link that confirms the account's email again. */
export const sendConfirmation = () =>
  apiCall<MessageAnswer>('/api/user/settings/email-confirmation', { method: 'POST' });

export const useSendConfirmation = () => useMutation({ mutationFn: sendConfirmation });
