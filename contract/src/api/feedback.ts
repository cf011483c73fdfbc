import { FeedbackBody } from '../account/account.js';
import { MessageAnswer } from '../core/common.js';
import { route } from './route.js';

export const sendFeedback = route({
  method: 'POST',
  path: '/api/feedback',
  body: FeedbackBody,
  answers: { 201: MessageAnswer },
  summary: 'Send feedback: stored, and mailed to FEEDBACK_TO',
  tags: ['feedback'],
});
