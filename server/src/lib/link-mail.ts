import type { Mail } from '../plugins/mail.js';
import { escapeHtml } from './html.js';

/** The words of a mail that carries one link (recovery, address confirmation), in one language. */
export interface LinkMailTexts {
  subject: string;
  hello: (name: string) => string;
  body: string;
  button: string;
  ignore: string;
}

/** A mail with one link: greeting, what the link does, the link as a button and as text, what to do if unasked. */
export function linkMail(to: string, username: string, link: string, t: LinkMailTexts): Mail {
  return {
    to,
    subject: t.subject,
    text: `${t.hello(username)}\n\n${t.body}\n${link}\n\n${t.ignore}\n`,
    html:
      `<p>${escapeHtml(t.hello(username))}</p><p>${escapeHtml(t.body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(link)}</p>` +
      `<p>${escapeHtml(t.ignore)}</p>`,
  };
}
