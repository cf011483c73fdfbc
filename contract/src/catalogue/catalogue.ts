import { z } from 'zod';
import { RowId } from '../core/common.js';

/** A unit of measure: its code (`pcs`, `kg`, … as in the unit table of units.ts) and its names. */
export const Unit = z.object({ id: RowId, code: z.string(), name_ru: z.string(), name_en: z.string() });
export type Unit = z.infer<typeof Unit>;

export const Category = z.object({ id: RowId, name_ru: z.string(), name_en: z.string() });
export type Category = z.infer<typeof Category>;

export const AutocompleteQuery = z.object({ name: z.string().max(256, { error: 'validation.tooLong' }).default('') });

export const Suggestion = z.object({ id: RowId, name: z.string(), details: z.string() });
export type Suggestion = z.infer<typeof Suggestion>;

/**
 * A common product as the device keeps the catalogue (`GET /api/item/names`): a suggestion with its picture (issue 51,
 * the `icon` of its items), so that a good added without signal shows it before the server answers.
 */
export const CatalogueName = Suggestion.extend({ icon: z.string() });
export type CatalogueName = z.infer<typeof CatalogueName>;
