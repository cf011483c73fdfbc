import iconAddress from 'virtual:goods-icons';

/**
 * A good's picture (issue 51): its icon from the sprites Listok serves (web/goods-icons.ts), drawn at the text's size
 * unless `className` says otherwise. Decorative: the good's name says what it is.
 */
export function GoodsIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <use href={iconAddress(name)} />
    </svg>
  );
}
