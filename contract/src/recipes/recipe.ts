import { z } from 'zod';
import { IdParam, RowId } from '../core/common.js';
import { Link } from '../items/list-items.js';
import { visibleText } from '../text/visible-text.js';

/** Bounds of a recipe: what a page gives beyond them is cut by the import, what a client sends is refused. */
export const recipeLimits = {
  nameMax: 256,
  /** Ingredient lines of one recipe, and the characters of each. */
  ingredientsMax: 200,
  ingredientMax: 500,
  stepsMax: 200,
  stepMax: 2000,
  servingsMax: 100,
} as const;

/** An ingredient line as read (`readIngredientLine`): what it asks for, and the catalogue's good it names. */
export const RecipeIngredient = z.object({
  /** The line as written. */
  text: z.string(),
  /** The good's name as the line writes it («сахара», "olive oil"). */
  name: z.string(),
  amount: z.number().nullable(),
  /** The unit's id (`GET /api/units`); null when the line gives none. */
  unit: RowId.nullable(),
  /** Beyond the issue: the unit's names, `""` without one. */
  unit_ru: z.string(),
  unit_en: z.string(),
  /** What the line says beyond the amount («по вкусу», "finely chopped", «2–3»); `""` when nothing. */
  note: z.string(),
  /** The catalogue's good the line names (a product id, as an item's `itemId`), or null when none matched. */
  itemId: RowId.nullable(),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredient>;

/** `POST /api/recipes/import`: a recipe as a page gives it, read and not saved. */
export const RecipeDraft = z.object({
  name: z.string(),
  /** The page it came from. */
  source: z.string().nullable(),
  image: z.string().nullable(),
  servings: z.number().int().nullable(),
  ingredients: z.array(RecipeIngredient),
  steps: z.array(z.string()),
});
export type RecipeDraft = z.infer<typeof RecipeDraft>;

/** A saved recipe: the draft's fields, whose it is and what the caller may do with it. */
export const Recipe = RecipeDraft.extend({
  id: RowId,
  /** The author's username (null when the account is gone). */
  author: z.string().nullable(),
  /** The caller wrote it: only the author edits and deletes it; others see it through a list they share. */
  mine: z.boolean(),
  /**
   * Beyond the issue: the app's own copy of `image`, read in the background, at its address here
   * (`/api/recipes/{id}/picture?v=…`, which changes with the picture); null until it is read, or when there is none.
   */
  picture: z.string().nullable(),
  /** `YYYY-MM-DD HH:mm` in the caller’s time zone. */
  updated_at: z.string(),
});
export type Recipe = z.infer<typeof Recipe>;

export const RecipeImportBody = z.object({
  url: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).pipe(Link),
});
export type RecipeImportBody = z.infer<typeof RecipeImportBody>;

const RecipeName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.recipeNameLength' })
  .max(recipeLimits.nameMax, { error: 'validation.recipeNameLength' })
  .check(visibleText('validation.hiddenChars'));

const IngredientText = z
  .string()
  .trim()
  .min(1, { error: 'validation.recipeIngredient' })
  .max(recipeLimits.ingredientMax, { error: 'validation.recipeIngredient' })
  .check(visibleText('validation.hiddenChars'));

const StepText = z
  .string()
  .trim()
  .min(1, { error: 'validation.recipeStep' })
  .max(recipeLimits.stepMax, { error: 'validation.recipeStep' });

export const Servings = z
  .number({ error: 'validation.recipeServings' })
  .int({ error: 'validation.recipeServings' })
  .min(1, { error: 'validation.recipeServings' })
  .max(recipeLimits.servingsMax, { error: 'validation.recipeServings' });

/** A link given to a recipe; `""` and null both mean none. */
const OptionalLink = Link.nullable().transform((link) => (link === '' ? null : link));

const recipeFields = {
  name: RecipeName,
  source: OptionalLink.optional(),
  servings: Servings.nullable().optional(),
  ingredients: z
    .array(IngredientText, { error: 'validation.recipeIngredients' })
    .min(1, { error: 'validation.recipeIngredients' })
    .max(recipeLimits.ingredientsMax, { error: 'validation.recipeIngredients' }),
  steps: z.array(StepText).max(recipeLimits.stepsMax, { error: 'validation.recipeSteps' }).optional(),
  image: OptionalLink.optional(),
};

/** `POST /api/recipes`: ingredients as lines of text, read as the draft's are. */
export const RecipeBody = z.object(recipeFields);
export type RecipeBody = z.infer<typeof RecipeBody>;

/** `PATCH /api/recipes/{id}`: what changes; what is not given stays. */
export const RecipePatch = z
  .object(recipeFields)
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: 'validation.required' });
export type RecipePatch = z.infer<typeof RecipePatch>;

export const RecipeIdParams = z.object({ id: IdParam });

/** `GET /api/recipes/{id}/picture?v=`: the picture's version, as the recipe's `picture` names it. */
export const RecipePictureQuery = z.object({ v: z.string().max(64, { error: 'validation.invalid' }) });
