import { z } from 'zod';
import { IdParam, idOf, PageQuery, RowId } from '../core/common.js';
import { Details, ProductName } from '../items/list-items.js';

export const CreateProductBody = z.object({
  nameRu: ProductName,
  nameEn: ProductName,
  details: Details.default(''),
  category: idOf('validation.category'),
});
export type CreateProductBody = z.input<typeof CreateProductBody>;

export const catalogueScopes = ['all', 'common', 'own'] as const;
export type CatalogueScope = (typeof catalogueScopes)[number];

const filter = z.string().trim().max(256, { error: 'validation.tooLong' }).optional();

export const CatalogueQuery = z.object({
  nameRu: filter,
  nameEn: filter,
  details: filter,
  category: z.union([IdParam, z.literal('')]).optional(),
  /**
   * Beyond the spec: `common`, the catalogue (what every user finds, and what the asking admin made on its way
   * there); `own`, the products users made for themselves (each with the count of lists using it, the most used
   * first), so an admin decides what to make common; `all` (the spec's screen), both.
   */
  scope: z.enum(catalogueScopes, { error: 'validation.catalogueScope' }).default('all'),
  page: PageQuery,
});

export const userSorts = ['createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export const UsersQuery = z.object({
  name: filter,
  page: PageQuery,
  sort: z.enum(userSorts, { error: 'validation.sort' }).default('-createdAt'),
});

export const AdminUser = z.object({
  id: RowId,
  username: z.string(),
  /** Null for an account made by single sign-on without a confirmed email. */
  email: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;
