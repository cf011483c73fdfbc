import type { FeedbackBody, MessageAnswer } from '@listok/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** POST /api/feedback (visitors too): 201 with the translated thank-you text. */
export const sendFeedback = (body: FeedbackBody) =>
  apiCall<MessageAnswer>('/api/feedback', { method: 'POST', body: { json: body } });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
