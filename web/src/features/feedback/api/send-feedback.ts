import type { FeedbackBody } from '@listok/contract';
import { sendFeedback as sendFeedbackCall } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** Sends feedback (visitors too): 201 with the translated thank-you text. */
export const sendFeedback = (body: FeedbackBody) => api(sendFeedbackCall, { body });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
