import type { FeedbackBody, Lang } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { feedback } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/sessions.js';
import { feedbackMail } from './feedback.mail.js';

/**
 * Keeps a message to the people who run the server and, when they gave an address for it (`FEEDBACK_TO`), mails it
 * to them: the row and its mail in one transaction, the mail sent after it.
 */
export async function sendFeedback(
  app: FastifyInstance,
  user: SessionUser | null,
  { email, message }: FeedbackBody,
  lang: Lang,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.insert(feedback).values({ userId: user?.id ?? null, email, message, lang });
    if (app.config.feedbackTo) {
      const mail = feedbackMail(app.config.feedbackTo, { email, username: user?.username ?? null, lang }, message);
      await app.mailer.queue(mail, tx);
    }
  });
  void app.mailer.deliverDue();
}
