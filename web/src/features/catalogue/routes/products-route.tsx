import '../../../locales/admin';
import { timings } from '@listok/contract';
import { useRef, useState } from 'react';
import { AccessDeniedNotice, isAccessDenied } from '../../../components/access-denied';
import { Pager } from '../../../components/pager';
import { ScreenIntro } from '../../../components/screen-intro';
import { TableEmpty } from '../../../components/table-card';
import { useDebouncedValue } from '../../../lib/react/use-debounced-value';
import { useTexts } from '../../../lib/texts/texts';
import { useLang } from '../../../lib/texts/use-lang';
import { useCategories } from '../api/categories';
import { useProducts } from '../api/products';
import { type CatalogueFilter, emptyCatalogueFilter, isFiltered, normalFilter } from '../catalogue-filter';
import { ProductForm } from '../components/product-form';
import { ProductsFilter } from '../components/products-filter';
import { ProductsTable } from '../components/products-table';
import { categoryOptions } from '../labels';

/** The parts of the catalogue the screen shows, one at a time. */
const shownScopes = ['common', 'own'] as const;
type ShownScope = (typeof shownScopes)[number];

/** The page shown for a filter: a new filter starts again on page 1. */
interface PageOfFilter {
  filterKey: string;
  page: number;
}

/**
 * Products (spec §2, admin): a form for a new catalogue product, filters, and the paged table with inline editing
 * and "make common". Anyone else sees the access-denied notice (spec §4).
 */
export function ProductsRoute() {
  const { t } = useTexts();
  const lang = useLang();
  const [draft, setDraft] = useState<CatalogueFilter>(emptyCatalogueFilter);
  const filter = useDebouncedValue(draft, timings.searchDebounce);
  const filterKey = JSON.stringify(normalFilter(filter));
  // The catalogue everyone finds, or (asked for) what users made for themselves: two parts, never mixed.
  const [scope, setScope] = useState<ShownScope>('common');
  const pageKey = `${scope} ${filterKey}`;
  const [pageOf, setPageOf] = useState<PageOfFilter>({ filterKey: pageKey, page: 1 });
  const page = pageOf.filterKey === pageKey ? pageOf.page : 1;
  const products = useProducts(filter, page, scope);
  const categories = useCategories();
  const data = products.data;
  const catalogue = useRef<HTMLElement>(null);

  if (data && isAccessDenied(data)) {
    return (
      <ScreenIntro title={t('products.title')}>
        <AccessDeniedNotice />
      </ScreenIntro>
    );
  }

  const options = categoryOptions(categories.data ?? [], lang);
  const goToPage = (next: number) => {
    setPageOf({ filterKey: pageKey, page: next });
    catalogue.current?.scrollIntoView({ block: 'start' });
  };
  const total = data?.pagination.totalCount ?? 0;
  const filtered = isFiltered(filter);

  return (
    <ScreenIntro title={t('products.title')} description={t('products.description')}>
      {!data ? (
        <p className="py-10 text-center text-slate-600">{t('app.loading')}</p>
      ) : (
        <>
          <div className="mt-6">
            <ProductForm categoryOptions={options} onCreated={() => setPageOf({ filterKey: pageKey, page: 1 })} />
          </div>
          <section ref={catalogue} aria-labelledby="catalogue-heading" className="mt-8">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="catalogue-heading" className="font-semibold text-slate-900 text-xl">
                {scope === 'common' ? t('products.catalogueHeading') : t('products.ownHeading')}
              </h2>
              <p role="status" className="text-slate-600 text-sm">
                {products.isPlaceholderData
                  ? ''
                  : filtered
                    ? t('products.found', { total })
                    : t('products.total', { total })}
              </p>
            </div>
            <fieldset className="mt-3 inline-flex rounded-xl bg-slate-100 p-1">
              <legend className="sr-only">{t('products.scope.label')}</legend>
              {shownScopes.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={scope === option}
                  onClick={() => setScope(option)}
                  className={`min-h-10 rounded-lg px-3.5 font-semibold text-sm transition-colors ${scope === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
                >
                  {t(`products.scope.${option}`)}
                </button>
              ))}
            </fieldset>
            {scope === 'own' && <p className="mt-2 text-slate-600 text-sm">{t('products.scope.ownHint')}</p>}
            <div className="mt-4">
              <ProductsFilter filter={draft} onChange={setDraft} categoryOptions={options} />
            </div>
            <div className="mt-4">
              {data.items.length > 0 ? (
                <ProductsTable
                  products={data.items}
                  categories={categories.data ?? []}
                  categoryOptions={options}
                  lang={lang}
                  busy={products.isPlaceholderData}
                />
              ) : (
                <TableEmpty>{filtered ? t('products.nothingFound') : t('products.empty')}</TableEmpty>
              )}
            </div>
            <Pager
              page={data.pagination.page}
              pagesCount={data.pagination.pagesCount}
              onPageChange={goToPage}
              label={t('products.pager')}
            />
          </section>
        </>
      )}
    </ScreenIntro>
  );
}
