import { UserCreateItemBody } from '@listok/contract';
import { issueKey, type ValidationKey } from '@listok/contract/base';

/** A user's own product, made from the add box (the new-product dialog; user-create): not the admin's catalogue form. */
export const ownProductFields = ['name', 'details', 'link'] as const;
export type OwnProductField = (typeof ownProductFields)[number];
export type OwnProductValues = Record<OwnProductField, string>;

const isOwnProductField = (key: unknown): key is OwnProductField => ownProductFields.includes(key as OwnProductField);

/** The first rule each field of the new-product form breaks, as shared message keys (`validation.linkSpaces`). */
export function ownProductIssues(values: OwnProductValues): Partial<Record<OwnProductField, ValidationKey>> {
  const result = UserCreateItemBody.safeParse(ownProductBody(values));
  const issues: Partial<Record<OwnProductField, ValidationKey>> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isOwnProductField(field)) issues[field] ??= issueKey(issue.message);
  }
  return issues;
}

/** The body of the user-create call: empty optional fields are left out. */
export function ownProductBody(values: OwnProductValues): UserCreateItemBody {
  const details = values.details.trim();
  const link = values.link.trim();
  return { name: values.name, ...(details ? { details } : {}), ...(link ? { link } : {}) };
}
