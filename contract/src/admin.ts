import { z } from 'zod';
import { IdParam, PageQuery } from './common.js';
import { limits } from './limits.js';
import { Details } from './lists.js';

// Spec §5: letters (Cyrillic and Latin, accented ones too: "pâté"), digits, whitespace and a few symbols.
const catalogueNamePattern = /^[\p{Script=Cyrillic}\p{Script=Latin}\p{M}\w\s.,:;!?()"'«»%&+\-/№]+$/u;

export const CatalogueName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(limits.productNameMax, { error: 'validation.productNameLength' })
  .regex(catalogueNamePattern, { error: 'validation.catalogueName' });

export const CreateProductBody = z.object({
  nameRu: CatalogueName,
  nameEn: CatalogueName,
  details: Details.default(''),
  category: z.coerce
    .number({ error: 'validation.category' })
    .int({ error: 'validation.category' })
    .min(1, { error: 'validation.category' })
    .max(2_147_483_647, { error: 'validation.category' }),
});
export type CreateProductBody = z.input<typeof CreateProductBody>;

const filter = z.string().trim().max(256, { error: 'validation.tooLong' }).optional();

export const CatalogueQuery = z.object({
  nameRu: filter,
  nameEn: filter,
  details: filter,
  category: z.union([IdParam, z.literal('')]).optional(),
  page: PageQuery,
});

export const userSorts = ['createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export const UsersQuery = z.object({
  name: filter,
  page: PageQuery,
  sort: z.enum(userSorts, { error: 'validation.sort' }).default('-createdAt'),
});

export const AdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;
