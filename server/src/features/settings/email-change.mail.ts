import type { Lang } from '@listok/contract';
import { escapeHtml } from '../../lib/html.js';
import { linkMail } from '../../lib/link-mail.js';
import type { Mail } from '../../plugins/mail.js';

const texts = {
  ru: {
    confirmSubject: 'Подтвердите новый email — Листок',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    confirmBody:
      'Вы попросили сменить email аккаунта в Листке на этот адрес. Чтобы подтвердить, откройте ссылку (она действует 24 часа и только один раз):',
    button: 'Подтвердить email',
    confirmIgnore: 'Если вы ничего не меняли, просто удалите это письмо: email аккаунта останется прежним.',
    noticeSubject: 'Запрошена смена email — Листок',
    noticeBody: (email: string) =>
      `Кто-то (надеемся, вы) попросил сменить email вашего аккаунта в Листке на ${email}. Email сменится, только когда на новом адресе откроют ссылку из письма.`,
    noticeIgnore:
      'Если это были не вы, войдите в Листок и смените пароль: просьба о смене email требует вашего текущего пароля.',
  },
  en: {
    confirmSubject: 'Confirm your new email — Listok',
    hello: (name: string) => `Hello, ${name}!`,
    confirmBody:
      'You asked to change the email of your Listok account to this address. To confirm, open this link (it works once, within 24 hours):',
    button: 'Confirm the email',
    confirmIgnore: 'If you did not change anything, just delete this letter: the email of the account stays the same.',
    noticeSubject: 'A change of email was asked for — Listok',
    noticeBody: (email: string) =>
      `Someone (hopefully you) asked to change the email of your Listok account to ${email}. It changes only once the link mailed to the new address is opened.`,
    noticeIgnore:
      'If it was not you, sign in to Listok and change your password: asking for a new email takes your current password.',
  },
} satisfies Record<Lang, unknown>;

/** The mail to the new address, with the link that makes the change, in the user's language. */
export function confirmEmailMail(to: string, username: string, link: string, lang: Lang): Mail {
  const t = texts[lang];
  return linkMail(to, username, link, {
    ...t,
    subject: t.confirmSubject,
    body: t.confirmBody,
    ignore: t.confirmIgnore,
  });
}

/** The notice to the current address that a change to `newEmail` was asked for; it carries no link. */
export function emailChangeNoticeMail(to: string, username: string, newEmail: string, lang: Lang): Mail {
  const t = texts[lang];
  return {
    to,
    subject: t.noticeSubject,
    text: `${t.hello(username)}\n\n${t.noticeBody(newEmail)}\n\n${t.noticeIgnore}\n`,
    html:
      `<p>${escapeHtml(t.hello(username))}</p><p>${escapeHtml(t.noticeBody(newEmail))}</p>` +
      `<p>${escapeHtml(t.noticeIgnore)}</p>`,
  };
}
