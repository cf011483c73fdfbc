import { addressOf, itemPicture } from '@listok/contract/api';
import { useListScreenContext } from '../../shared/screen-context';

/**
 * The thumbnail the server read from the page of the item's link: the picture is the item's at a glance, beside its
 * name, which says the same (so the picture is decorative). Its address names its version, so a browser keeps it.
 */
export function ItemPicture({ itemRowId, version }: { itemRowId: number; version: string }) {
  const screen = useListScreenContext();
  if (!screen) return null;
  const src = addressOf(itemPicture, {
    params: { id: screen.listId, itemRowId },
    query: { v: version, ac: screen.ac },
  });
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className="mt-0.5 size-10 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
    />
  );
}
