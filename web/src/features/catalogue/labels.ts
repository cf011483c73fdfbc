import type { Category, Lang, Product } from '@listok/contract';

/** A category's name in the interface language. */
export const categoryLabel = (category: Pick<Category, 'name_ru' | 'name_en'>, lang: Lang): string =>
  lang === 'en' ? category.name_en : category.name_ru;

/** The name of a product's category, or undefined when it has none (or one this page does not know). */
export function categoryNameOf(categories: readonly Category[], id: number | null, lang: Lang): string | undefined {
  if (id === null) return undefined;
  const category = categories.find((c) => c.id === id);
  return category ? categoryLabel(category, lang) : undefined;
}

/** Select options: every category, by its name in the interface language. */
export function categoryOptions(categories: readonly Category[], lang: Lang): { id: number; label: string }[] {
  const collator = new Intl.Collator(lang);
  return categories
    .map((category) => ({ id: category.id, label: categoryLabel(category, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** A product's name in the interface language (for messages and button labels). */
export const productLabel = (product: Pick<Product, 'nameRu' | 'nameEn'>, lang: Lang): string =>
  lang === 'en' ? product.nameEn : product.nameRu;
