import type { ListKind } from '@listok/contract/base';
import type { IconProps } from '../../../../components/icon-sets/icon';
import { CartIcon, GiftIcon, SuitcaseIcon, TodoIcon } from '../../../../components/icons';

const icons: Record<ListKind, (p: IconProps) => React.JSX.Element> = {
  shopping: CartIcon,
  todo: TodoIcon,
  packing: SuitcaseIcon,
  wishlist: GiftIcon,
};

/** The icon of a list's kind (decorative: the kind's name is said beside it or in its label). */
export function ListKindIcon({ kind, className }: { kind: ListKind; className?: string }) {
  const KindIcon = icons[kind];
  return <KindIcon className={className} />;
}
