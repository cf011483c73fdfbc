import iconAddress from 'virtual:goods-icons';
import { pictureInPage } from './drawn-pictures';

/**
 * A good's picture (issue 51): its icon from the sprites Listok serves (web/goods-icons.ts), or from the page when a
 * list's page drawn by the server brought it (drawn-pictures.ts), drawn at the text's size unless `className` says
 * otherwise. Decorative: the good's name says what it is.
 */
export function GoodsIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <use href={pictureInPage(name) ?? iconAddress(name)} />
    </svg>
  );
}
