import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../plugins/mail.js';

/** The mail that brings a feedback message to the team (in English: it is read by the team, not the user). */
export function feedbackMail(
  to: string,
  from: { email: string; username: string | null; lang: string },
  message: string,
): Mail {
  const who = from.username ? `${from.username} <${from.email}>` : from.email;
  return {
    to,
    subject: `Listok feedback from ${from.email}`,
    text: `From: ${who}\nLanguage: ${from.lang}\n\n${message}\n`,
    html: `<p>From: ${escapeHtml(who)}<br>Language: ${escapeHtml(from.lang)}</p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
  };
}
