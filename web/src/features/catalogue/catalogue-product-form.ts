import { CreateProductBody, Details, type Product, ProductName } from '@listok/contract';
import { issueKey } from '@listok/contract/base';
import type { FieldIssues, FormSchema } from '../../lib/forms/form-fields';

/** A common product of the catalogue, as the admin creates and edits it: not a user's own product (lists/items). */
export const catalogueProductFields = ['nameRu', 'nameEn', 'details', 'category'] as const;
export type CatalogueProductField = (typeof catalogueProductFields)[number];
/** The values of the create form and of a row being edited: texts as typed, the category id as text. */
export type CatalogueProductValues = Record<CatalogueProductField, string>;

export const emptyCatalogueProduct: CatalogueProductValues = { nameRu: '', nameEn: '', details: '', category: '' };

/**
 * The create form's rules: the contract's CreateProductBody (spec §5), except that a category not chosen yet is
 * "required" rather than "there is no such category".
 */
export const catalogueProductSchema: FormSchema = {
  safeParse(values) {
    const result = CreateProductBody.safeParse(values);
    if (result.success) return result;
    const category = (values as Partial<CatalogueProductValues>).category ?? '';
    const issues = result.error.issues.map((issue) =>
      issue.path[0] === 'category' && category.trim() === '' ? { ...issue, message: 'validation.required' } : issue,
    );
    return { success: false, error: { issues } };
  },
};

/** A product's values as the row editor starts them. */
export const catalogueProductValuesOf = (product: Product): CatalogueProductValues => ({
  nameRu: product.nameRu,
  nameEn: product.nameEn,
  details: product.details,
  category: product.category === null ? '' : String(product.category),
});

/** The body of a product edit: only what the admin changed. */
export interface CatalogueProductChanges {
  nameRu?: string;
  nameEn?: string;
  details?: string;
  category?: number;
}

/**
 * Spec §5, applied to an edited row: each field the admin changed must pass the rule of the create form; fields left
 * as they were are neither judged nor sent (older products may hold names the catalogue rule would refuse now).
 */
export function catalogueProductChanges(
  product: Product,
  values: CatalogueProductValues,
): { changes: CatalogueProductChanges; issues: FieldIssues<CatalogueProductField> } {
  const before = catalogueProductValuesOf(product);
  const changes: CatalogueProductChanges = {};
  const issues: FieldIssues<CatalogueProductField> = {};
  for (const field of ['nameRu', 'nameEn'] as const) {
    if (values[field].trim() === before[field].trim()) continue;
    const parsed = ProductName.safeParse(values[field]);
    if (parsed.success) changes[field] = parsed.data;
    else issues[field] = issueKey(parsed.error.issues[0]?.message);
  }
  if (values.details.trim() !== before.details.trim()) {
    const parsed = Details.safeParse(values.details);
    if (parsed.success) changes.details = parsed.data;
    else issues.details = issueKey(parsed.error.issues[0]?.message);
  }
  if (values.category !== before.category) {
    const parsed = CreateProductBody.shape.category.safeParse(values.category);
    if (values.category.trim() === '') issues.category = 'validation.required';
    else if (parsed.success) changes.category = parsed.data;
    else issues.category = issueKey(parsed.error.issues[0]?.message);
  }
  return { changes, issues };
}
