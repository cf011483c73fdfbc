import { limits } from '@listok/contract';
import { buttonStyles } from '../../../components/button-styles';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useTexts } from '../../../lib/texts/texts';
import { type CatalogueFilter, emptyCatalogueFilter, isFiltered } from '../catalogue-filter';

interface ProductsFilterProps {
  filter: CatalogueFilter;
  onChange: (filter: CatalogueFilter) => void;
  categoryOptions: readonly { id: number; label: string }[];
}

/** The filters above the catalogue table; the screen applies them once the typing stops. */
export function ProductsFilter({ filter, onChange, categoryOptions }: ProductsFilterProps) {
  const { t } = useTexts();
  const text = (field: 'nameRu' | 'nameEn' | 'details', lang?: string) => (
    <TextField
      label={t(`products.filter.${field}`)}
      type="search"
      name={`filter-${field}`}
      lang={lang}
      autoComplete="off"
      maxLength={limits.productNameMax}
      value={filter[field]}
      onChange={(event) => onChange({ ...filter, [field]: event.target.value })}
    />
  );
  return (
    <search
      aria-label={t('products.filter.label')}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
    >
      {text('nameRu', 'ru')}
      {text('nameEn', 'en')}
      {text('details')}
      <SelectField
        label={t('products.filter.category')}
        name="filter-category"
        emptyOption={t('products.filter.anyCategory')}
        options={categoryOptions}
        value={filter.category}
        onChange={(event) => onChange({ ...filter, category: event.target.value })}
      />
      <button
        type="button"
        onClick={() => onChange(emptyCatalogueFilter)}
        disabled={!isFiltered(filter)}
        className={`${buttonStyles.quiet} col-span-2 justify-self-start lg:col-span-1`}
      >
        {t('products.filter.clear')}
      </button>
    </search>
  );
}
