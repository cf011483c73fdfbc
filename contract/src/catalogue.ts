import { z } from 'zod';

/** A unit of measure: its code (`pcs`, `kg`, … as in the unit table of units.ts) and its names. */
export const Unit = z.object({ id: z.number().int(), code: z.string(), name_ru: z.string(), name_en: z.string() });
export type Unit = z.infer<typeof Unit>;

export const Category = z.object({ id: z.number().int(), name_ru: z.string(), name_en: z.string() });
export type Category = z.infer<typeof Category>;

export const AutocompleteQuery = z.object({ name: z.string().max(256, { error: 'validation.tooLong' }).default('') });

export const Suggestion = z.object({ id: z.number().int(), name: z.string(), details: z.string() });
export type Suggestion = z.infer<typeof Suggestion>;
