import { z } from 'zod';
import { IdParam, PageQuery, RowId } from '../core/common.js';
import { Details, ProductName } from '../items/list-items.js';
import { goodsIcons } from './goods-icons.js';

/** A picture of Listok's set (`goodsIcons`), by its name. */
export const GoodsIconName = z
  .string({ error: 'validation.icon' })
  .refine((name) => goodsIcons.includes(name), { error: 'validation.icon' });

export const VocabularyQuery = z.object({
  name: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  page: PageQuery,
});

export const VocabularyEntry = z.object({
  id: RowId,
  name: z.string(),
  details: z.string(),
  /** The product's department (category id), for the shop order; beyond the spec. */
  category: RowId.nullable().optional(),
  /** Its picture as the lists show it (issue 51), and whether the user chose it (else its names or department gave it). */
  icon: z.string().optional(),
  iconChosen: z.boolean().optional(),
});
export type VocabularyEntry = z.infer<typeof VocabularyEntry>;

/** A product as the catalogue shows it. */
export const Product = z.object({
  id: RowId,
  nameRu: z.string(),
  nameEn: z.string(),
  details: z.string(),
  category: RowId.nullable(),
  username: z.string().nullable(),
  common: z.boolean(),
  /** In the admin's catalogue of products users made (`scope=own`): how many lists use it. */
  lists: z.number().int().min(0).optional(),
});
export type Product = z.infer<typeof Product>;

/**
 * Any of the fields; `name` is the name in the request's language; every name follows the one rule of `ProductName`.
 */
export const EditProductBody = z
  .object({
    nameRu: ProductName.optional(),
    nameEn: ProductName.optional(),
    name: ProductName.optional(),
    details: Details.optional(),
    category: IdParam.nullable().optional(),
    /** Its picture, an icon of Listok's set; `null`: the one its names or department give (issue 51). */
    icon: GoodsIconName.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'validation.nothingToChange' });
export type EditProductBody = z.infer<typeof EditProductBody>;

export const ProductParams = z.object({ id: IdParam });
