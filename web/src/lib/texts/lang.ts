import { intlLocale, isLang, type Lang } from '@listok/contract/base';

export { intlLocale };

/** The language a menu entry switches to: the code its address ends with. */
export function langOfPath(path: string): Lang | undefined {
  const code = path.split('/').pop();
  return isLang(code) ? code : undefined;
}
