import type { Category, Lang, Product } from '@listok/contract';
import { useId } from 'react';
import { TableCard } from '../../../components/table-card';
import { useInlineEdit } from '../../../lib/forms/use-inline-edit';
import { showSuccess } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useMakeCommon } from '../api/make-common';
import { categoryNameOf, productLabel } from '../labels';
import { ProductEditorRow } from './product-editor-row';
import { ProductRow } from './product-row';
import { catalogueStyles } from './styles';

interface ProductsTableProps {
  products: Product[];
  categories: readonly Category[];
  categoryOptions: readonly { id: number; label: string }[];
  lang: Lang;
  /** Another page or filter is loading; the rows shown are the previous ones. */
  busy: boolean;
}

/**
 * The catalogue table of spec §2: id, both names, details, category, owner, and the row actions (inline edit, make
 * common). On a narrow screen the table scrolls sideways inside its card.
 */
export function ProductsTable({ products, categories, categoryOptions, lang, busy }: ProductsTableProps) {
  const { t } = useTexts();
  const captionId = useId();
  const makeCommon = useMakeCommon();
  // When the editor closes (or a product became common), the focus goes to the row's pencil once it is drawn.
  const { editingId, edit, finish, focusEditButton, editButtonRef } = useInlineEdit();

  const markCommon = (product: Product) =>
    makeCommon.mutate(product.id, {
      onSuccess: (saved) => {
        showSuccess(t('products.table.madeCommon', { name: productLabel(saved, lang) }));
        focusEditButton(saved.id);
      },
    });

  const header = catalogueStyles.headerCell;
  return (
    // A field that takes the focus is scrolled clear of the sticky actions column.
    <TableCard busy={busy} scrollLabelledBy={captionId} scrollClassName="scroll-pr-32">
      <table className="w-full min-w-[60rem] table-fixed text-left">
        <caption id={captionId} className="sr-only">
          {t('products.table.caption')}
        </caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 text-sm">
          <tr>
            <th scope="col" className={`${header} w-16`}>
              {t('products.table.id')}
            </th>
            <th scope="col" className={header}>
              {t('products.table.nameRu')}
            </th>
            <th scope="col" className={header}>
              {t('products.table.nameEn')}
            </th>
            <th scope="col" className={header}>
              {t('products.table.details')}
            </th>
            <th scope="col" className={`${header} w-44`}>
              {t('products.table.category')}
            </th>
            <th scope="col" className={`${header} w-32`}>
              {t('products.table.owner')}
            </th>
            <th scope="col" className={`${catalogueStyles.stickyActions} w-32 bg-slate-50 py-3`}>
              <span className="sr-only">{t('products.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((product) =>
            editingId === product.id ? (
              <ProductEditorRow
                key={product.id}
                product={product}
                categoryOptions={categoryOptions}
                onDone={() => finish(product.id)}
              />
            ) : (
              <ProductRow
                key={product.id}
                product={product}
                name={productLabel(product, lang)}
                categoryName={categoryNameOf(categories, product.category, lang)}
                onEdit={() => edit(product.id)}
                onMakeCommon={() => markCommon(product)}
                makingCommon={makeCommon.isPending && makeCommon.variables === product.id}
                editButtonRef={editButtonRef(product.id)}
              />
            ),
          )}
        </tbody>
      </table>
    </TableCard>
  );
}
