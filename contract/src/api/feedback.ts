import { z } from 'zod';
import { FeedbackBody, FeedbackEntry, FeedbackQuery } from '../account/account.js';
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

export const feedbackInbox = route({
  method: 'GET',
  path: '/api/feedback',
  query: FeedbackQuery,
  answers: { 200: z.array(FeedbackEntry) },
  errors: ['ADMIN_ONLY'],
  summary: 'What users wrote through the feedback form, the newest first (admin, paged)',
  tags: ['feedback'],
});
