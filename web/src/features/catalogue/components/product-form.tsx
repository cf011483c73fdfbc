import { CreateProductBody, limits } from '@listok/contract';
import type { FormEvent } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { showSuccessInView } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useLang } from '../../../lib/texts/use-lang';
import { useCreateProduct } from '../api/create-product';
import { catalogueProductFields, catalogueProductSchema, emptyCatalogueProduct } from '../catalogue-product-form';
import { productLabel } from '../labels';

interface ProductFormProps {
  categoryOptions: readonly { id: number; label: string }[];
  /** After a product was created: the table shows its first page, where the new product is. */
  onCreated: () => void;
}

/** Spec §2, §5: a new catalogue product; every field is judged by the contract's rules before it is sent. */
export function ProductForm({ categoryOptions, onCreated }: ProductFormProps) {
  const { t } = useTexts();
  const lang = useLang();
  const create = useCreateProduct();
  const fields = useFormFields({
    fields: catalogueProductFields,
    initial: emptyCatalogueProduct,
    schema: catalogueProductSchema,
    // Details are optional free text: an empty field turning green would say nothing.
    greenFields: ['nameRu', 'nameEn', 'category'],
  });
  const { onChange: _textChange, ...category } = fields.field('category');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.check()) return;
    const sent = fields.values;
    create.mutate(CreateProductBody.parse(sent), {
      onSuccess: (product) => {
        fields.reset();
        showSuccessInView(t('products.form.created', { name: productLabel(product, lang) }));
        onCreated();
      },
      onError: (error) => fields.refused(error, sent),
    });
  };

  return (
    <section
      aria-labelledby="new-product-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="new-product-heading" className="font-semibold text-lg text-slate-900">
        {t('products.form.heading')}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{t('products.form.hint')}</p>
      <form
        ref={fields.form}
        onSubmit={submit}
        noValidate
        aria-labelledby="new-product-heading"
        className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField
          label={t('products.form.nameRu')}
          autoComplete="off"
          lang="ru"
          maxLength={limits.productNameMax}
          {...fields.field('nameRu')}
        />
        <TextField
          label={t('products.form.nameEn')}
          autoComplete="off"
          lang="en"
          maxLength={limits.productNameMax}
          {...fields.field('nameEn')}
        />
        <TextField
          label={t('products.form.details')}
          autoComplete="off"
          placeholder={t('products.form.detailsPlaceholder')}
          maxLength={limits.detailsMax}
          {...fields.field('details')}
        />
        <SelectField
          label={t('products.form.category')}
          emptyOption={t('products.form.chooseCategory')}
          options={categoryOptions}
          {...category}
          onChange={(event) => fields.setValues((values) => ({ ...values, category: event.target.value }))}
        />
        <div className="sm:col-span-2 lg:col-span-4">
          {/* Pressing the button must not blur a field first: its message would move the button from under the
              pointer before the click lands. Submitting judges every field anyway. */}
          <button
            type="submit"
            disabled={create.isPending}
            onMouseDown={(event) => event.preventDefault()}
            className={`${buttonStyles.primary} w-full sm:w-auto`}
          >
            {create.isPending ? t('products.form.submitting') : t('products.form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
