import { sendEmailConfirmation } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** Mails the link that confirms the account's email again. */
export const sendConfirmation = () => api(sendEmailConfirmation);

export const useSendConfirmation = () => useMutation({ mutationFn: sendConfirmation });
