import type { StoreRef } from '@listok/contract';
import { StoreIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';

interface StoreTagProps {
  /** The shops the good is tied to (`ListItem.stores`). */
  ids: readonly number[];
  /** The list's shops. */
  stores: readonly StoreRef[];
}

/**
 * Where to buy a good, small and muted under its name: the shop's name when one shop has it (cut short when long, in
 * full on hover and to a screen reader), how many shops when several do. Nothing for a good any shop has.
 */
export function StoreTag({ ids, stores }: StoreTagProps) {
  const { t } = useTexts();
  const names = stores.filter((store) => ids.includes(store.id)).map((store) => store.name);
  if (names.length === 0) return null;
  const all = names.join(', ');
  return (
    <p className="mt-1 flex min-w-0">
      <span
        title={all}
        className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-md bg-slate-100 px-1.5 py-0.5 text-slate-600 text-xs"
      >
        <StoreIcon className="size-3.5 shrink-0" />
        <span aria-hidden="true" className="truncate">
          {names.length === 1 ? all : t('itemShops.several', { count: names.length })}
        </span>
        <span className="sr-only">{t('itemShops.where', { names: all })}</span>
      </span>
    </p>
  );
}
