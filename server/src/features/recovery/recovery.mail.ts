import type { Lang } from '@listok/contract';
import { linkMail } from '../../lib/link-mail.js';
import type { Mail } from '../../plugins/mail.js';

const texts = {
  ru: {
    subject: 'Восстановление пароля — Листок',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: 'Чтобы задать новый пароль в Листке, откройте ссылку (она действует 1 час и только один раз):',
    button: 'Задать новый пароль',
    ignore: 'Если вы не просили восстановить пароль, просто удалите это письмо: ваш пароль не изменится.',
  },
  en: {
    subject: 'Password recovery — Listok',
    hello: (name: string) => `Hello, ${name}!`,
    body: 'To set a new password in Listok, open this link (it works once, within 1 hour):',
    button: 'Set a new password',
    ignore: 'If you did not ask to reset your password, just delete this email: your password stays the same.',
  },
} satisfies Record<Lang, unknown>;

/** The recovery mail in the user's language, with a plain-text part. */
export function recoveryMail(to: string, username: string, link: string, lang: Lang): Mail {
  return linkMail(to, username, link, texts[lang]);
}
