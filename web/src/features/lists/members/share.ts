import { copyText } from '../shared/copy-text';

/** The private link of a list: its page with the access code, which lets anyone view it and a signed-in user join. */
export const privateLink = (origin: string, listId: number, access: string): string =>
  `${origin}/lists/${listId}?ac=${encodeURIComponent(access)}`;

export interface ShareTargets {
  telegram: string;
  whatsapp: string;
  viber: string;
}

/** Links that open a messenger with the list's link and a line of text ready to send. */
export function shareTargets(link: string, text: string): ShareTargets {
  const message = encodeURIComponent(`${text} ${link}`);
  return {
    telegram: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
    whatsapp: `https://wa.me/?text=${message}`,
    viber: `viber://forward?text=${message}`,
  };
}

/** Copies the private link, or says how to copy it by hand. */
export const copyLink = (link: string, t: (key: 'share.copied' | 'share.copyFailed') => string) =>
  copyText(link, { copied: t('share.copied'), failed: t('share.copyFailed') });
