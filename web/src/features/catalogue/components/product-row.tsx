import type { Product } from '@listok/contract';
import { PencilIcon, UsersIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';
import { catalogueStyles } from './styles';

interface ProductRowProps {
  product: Product;
  /** The product's name in the interface language. */
  name: string;
  categoryName: string | undefined;
  onEdit: () => void;
  onMakeCommon: () => void;
  /** A make-common call for this row is under way. */
  makingCommon: boolean;
  /** Lets the table give the focus back to the pencil after an edit. */
  editButtonRef: (element: HTMLButtonElement | null) => void;
}

/** A dash that a screen reader reads as the words it stands for. */
function Dash({ meaning }: { meaning: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">{meaning}</span>
    </>
  );
}

/** A catalogue row (spec §2); a common product's row is shaded and says "common" in words too. */
export function ProductRow({
  product,
  name,
  categoryName,
  onEdit,
  onMakeCommon,
  makingCommon,
  editButtonRef,
}: ProductRowProps) {
  const { t } = useTexts();
  return (
    <tr className={product.common ? 'bg-brand-50' : 'bg-white'}>
      <td className={`${catalogueStyles.cell} text-slate-500 tabular-nums`}>{product.id}</td>
      <td lang="ru" className={`${catalogueStyles.cell} break-words font-medium text-slate-900`}>
        {product.nameRu}
      </td>
      <td lang="en" className={`${catalogueStyles.cell} break-words text-slate-900`}>
        {product.nameEn}
      </td>
      <td className={`${catalogueStyles.cell} break-words text-slate-600 text-sm`}>
        {product.details || <Dash meaning={t('products.table.noDetails')} />}
      </td>
      <td className={`${catalogueStyles.cell} text-slate-700 text-sm`}>
        {categoryName ?? <Dash meaning={t('products.table.noCategory')} />}
      </td>
      <td className={`${catalogueStyles.cell} break-words text-slate-700 text-sm`}>
        {product.username ?? <Dash meaning={t('products.table.noOwner')} />}
        {product.lists !== undefined && (
          <span className="block text-slate-500">{t('products.table.lists', { count: product.lists })}</span>
        )}
      </td>
      <td className={`${catalogueStyles.stickyActions} bg-inherit py-1.5 align-top`}>
        <div className="flex items-center justify-end gap-1">
          {product.common ? (
            <span
              title={t('products.table.commonHint')}
              className="inline-flex items-center rounded-full bg-brand-100 px-2.5 py-1 font-semibold text-brand-900 text-xs ring-1 ring-brand-200"
            >
              {t('products.table.common')}
              <span className="sr-only">: {t('products.table.commonHint')}</span>
            </span>
          ) : (
            <button
              type="button"
              onClick={onMakeCommon}
              disabled={makingCommon}
              aria-label={t('products.table.makeCommon', { name })}
              title={t('products.table.makeCommon', { name })}
              className={`${catalogueStyles.icon} text-slate-500 hover:bg-brand-50 hover:text-brand-800`}
            >
              <UsersIcon />
            </button>
          )}
          <button
            type="button"
            ref={editButtonRef}
            onClick={onEdit}
            aria-label={t('products.table.edit', { name })}
            title={t('products.table.edit', { name })}
            className={`${catalogueStyles.icon} text-slate-500 hover:bg-slate-100 hover:text-brand-800`}
          >
            <PencilIcon />
          </button>
        </div>
      </td>
    </tr>
  );
}
