import { UserCreateItemBody } from '@listok/contract';

export const productFields = ['name', 'details', 'link'] as const;
export type ProductField = (typeof productFields)[number];
export type ProductValues = Record<ProductField, string>;

const isProductField = (key: unknown): key is ProductField => productFields.includes(key as ProductField);

/** The first rule each field of the new-product form breaks, as shared message keys (`validation.linkSpaces`). */
export function productIssues(values: ProductValues): Partial<Record<ProductField, string>> {
  const result = UserCreateItemBody.safeParse(productBody(values));
  const issues: Partial<Record<ProductField, string>> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isProductField(field)) issues[field] ??= issue.message;
  }
  return issues;
}

/** The body of the user-create call: empty optional fields are left out. */
export function productBody(values: ProductValues): UserCreateItemBody {
  const details = values.details.trim();
  const link = values.link.trim();
  return { name: values.name, ...(details ? { details } : {}), ...(link ? { link } : {}) };
}
