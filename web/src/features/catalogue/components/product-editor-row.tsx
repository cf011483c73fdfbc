import { limits, type Product } from '@listok/contract';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { SaveCancelButtons } from '../../../components/save-cancel-buttons';
import { ApiError } from '../../../lib/api/api';
import { useFocusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { type FieldView, fieldViews, type ServerFieldErrors, serverFieldErrors } from '../../../lib/forms/form-fields';
import { showSuccess } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useLang } from '../../../lib/texts/use-lang';
import { useEditProduct } from '../api/edit-product';
import {
  type CatalogueProductField,
  catalogueProductChanges,
  catalogueProductFields,
  catalogueProductValuesOf,
} from '../catalogue-product-form';
import { productLabel } from '../labels';
import { catalogueStyles, cellInputBorder } from './styles';

interface ProductEditorRowProps {
  product: Product;
  categoryOptions: readonly { id: number; label: string }[];
  onDone: () => void;
}

const allFields: ReadonlySet<CatalogueProductField> = new Set(catalogueProductFields);
const noFields: ReadonlySet<CatalogueProductField> = new Set();

/**
 * A catalogue row in edit mode (spec §2): names, details and category become inputs. Enter or the check saves,
 * Escape or the cross cancels; changed fields are judged by the create form's rules before anything is sent.
 */
export function ProductEditorRow({ product, categoryOptions, onDone }: ProductEditorRowProps) {
  const { t } = useTexts();
  const lang = useLang();
  const edit = useEditProduct();
  const { container: row, focusFirstInvalid } = useFocusFirstInvalid<HTMLTableRowElement>();
  const idPrefix = useId();
  const [values, setValues] = useState(() => catalogueProductValuesOf(product));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors<CatalogueProductField>>({});
  const { changes, issues } = catalogueProductChanges(product, values);
  const views = fieldViews({
    fields: catalogueProductFields,
    values,
    issues,
    judged: tried ? allFields : noFields,
    serverErrors,
    greenFields: [],
  });

  useEffect(() => row.current?.querySelector<HTMLInputElement>('input')?.select(), [row]);

  const save = () => {
    if (edit.isPending) return;
    setTried(true);
    if (Object.keys(issues).length > 0) {
      focusFirstInvalid();
      return;
    }
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    const sent = values;
    edit.mutate(
      { id: product.id, changes },
      {
        onSuccess: (saved) => {
          showSuccess(t('products.table.saved', { name: productLabel(saved, lang) }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError)
            setServerErrors(serverFieldErrors(catalogueProductFields, error.fieldErrors, sent));
          focusFirstInvalid();
        },
      },
    );
  };

  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  const messageOf = (view: FieldView) => view.text ?? (view.messageKey ? t(view.messageKey) : undefined);

  const control = (field: CatalogueProductField) => {
    const view = views[field];
    const invalid = view.state === 'invalid';
    const errorId = `${idPrefix}-${field}-error`;
    return {
      props: {
        name: field,
        value: values[field],
        'aria-label': t(`products.table.${field}`),
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': invalid ? errorId : undefined,
        onKeyDown: keys,
        className: `${catalogueStyles.cellInput} ${cellInputBorder(invalid)}`,
      },
      error: invalid ? (
        <p id={errorId} className="mt-1 text-red-700 text-sm">
          {messageOf(view)}
        </p>
      ) : null,
    };
  };

  const text = (field: Exclude<CatalogueProductField, 'category'>, maxLength: number, lang?: string) => {
    const { props, error } = control(field);
    return (
      <td className={catalogueStyles.cell}>
        <input
          {...props}
          lang={lang}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
        {error}
      </td>
    );
  };

  const category = control('category');
  return (
    <tr ref={row} className="bg-amber-50">
      <td className={`${catalogueStyles.cell} pt-5 text-slate-500 tabular-nums`}>{product.id}</td>
      {text('nameRu', limits.productNameMax, 'ru')}
      {text('nameEn', limits.productNameMax, 'en')}
      {text('details', limits.detailsMax)}
      <td className={catalogueStyles.cell}>
        <select
          {...category.props}
          onChange={(event) => setValues((current) => ({ ...current, category: event.target.value }))}
        >
          {/* A product without a category (one a user made on a list) may keep having none. */}
          {product.category === null && <option value="">—</option>}
          {categoryOptions.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </select>
        {category.error}
      </td>
      <td className={`${catalogueStyles.cell} pt-5 text-slate-700 text-sm`}>{product.username ?? '—'}</td>
      <td className={`${catalogueStyles.stickyActions} bg-inherit py-3 align-top`}>
        <div className="flex justify-end gap-1">
          <SaveCancelButtons
            onSave={save}
            onCancel={onDone}
            pending={edit.isPending}
            saveLabel={t('products.table.save')}
            cancelLabel={t('products.table.cancel')}
          />
        </div>
      </td>
    </tr>
  );
}
